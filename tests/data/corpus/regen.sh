#!/usr/bin/env bash
# Regenerate the committed SASS and PTX of the end-to-end corpus.
#
# For every kernels/NAME.cu and every arch in ARCHS the "sass" step runs
#     nvcc -cubin -O3 -arch=sm_XX -o NAME.cubin NAME.cu
#     cuobjdump -sass NAME.cubin > sass/NAME.sm_XX.sass
# and writes the tool versions into sass/TOOLCHAIN.txt; the "ptx" step runs
#     nvcc -ptx -O3 -arch=sm_XX -o ptx/NAME.sm_XX.ptx NAME.cu
# (each .ptx names its nvcc in its header).  STEPS selects them (default "sass ptx"):
#     STEPS=ptx tests/data/corpus/regen.sh      rebuilds the PTX only, without cuobjdump
#
# Tools are looked up in this order:
#   nvcc:      $NVCC, PATH, /usr/local/cuda/bin, the PyPI package nvidia-cuda-nvcc
#   cuobjdump: $CUOBJDUMP, PATH, next to nvcc, /usr/local/cuda/bin,
#              the PyPI packages nvidia-cuda-cuobjdump / nvidia-cuda-nvcc
#
# CORPUS_DIR selects the corpus directory (default: the one holding this script), so other corpora
# (tests/data/blocks) reuse this script through a one-line wrapper.
#
# Usage: [STEPS="sass ptx"] [ARCHS="80 90 100"] [CORPUS_DIR=DIR] tests/data/corpus/regen.sh [NAME ...]
#        (default: every kernel)
set -euo pipefail

HERE="$(cd "${CORPUS_DIR:-$(dirname "${BASH_SOURCE[0]}")}" && pwd)"
KDIR="$HERE/kernels"
SDIR="$HERE/sass"
PDIR="$HERE/ptx"
ARCHS="${ARCHS:-80 90 100}"
STEPS="${STEPS:-sass ptx}"
PYTHON="${PYTHON:-$(command -v python3 || command -v python || true)}"

# Directories of the pip "nvidia" namespace package (one per line).
nvidia_pkg_dirs() {
    [ -n "$PYTHON" ] || return 0
    "$PYTHON" - <<'PY' 2>/dev/null || true
import os
try:
    import nvidia
except Exception:
    raise SystemExit(0)
for p in list(getattr(nvidia, "__path__", [])):
    print(os.path.abspath(p))
PY
}

# find_tool NAME -> absolute path of an executable, or nothing
find_tool() {
    local name="$1" p d sub
    if p="$(command -v "$name" 2>/dev/null)" && [ -x "$p" ]; then echo "$p"; return; fi
    for d in /usr/local/cuda/bin /usr/local/cuda-*/bin; do
        if [ -x "$d/$name" ]; then echo "$d/$name"; return; fi
    done
    while IFS= read -r d; do
        [ -n "$d" ] || continue
        # cu13 wheels: nvidia/cu13/bin; cu12 wheels: nvidia/cuda_nvcc/bin, nvidia/cuda_cuobjdump/bin
        for sub in cu13/bin cu12/bin cuda_nvcc/bin cuda_cuobjdump/bin; do
            if [ -x "$d/$sub/$name" ]; then echo "$d/$sub/$name"; return; fi
        done
    done < <(nvidia_pkg_dirs)
}

NVCC="${NVCC:-$(find_tool nvcc)}"
[ -n "$NVCC" ] || { echo "regen.sh: nvcc not found (PATH, /usr/local/cuda/bin, pip nvidia-cuda-nvcc)" >&2; exit 1; }
want_step() { case " $STEPS " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
for step in $STEPS; do
    case "$step" in sass|ptx) ;; *) echo "regen.sh: unknown step in STEPS: $step (sass, ptx)" >&2; exit 1 ;; esac
done

if want_step sass; then
    CUOBJDUMP="${CUOBJDUMP:-}"
    if [ -z "$CUOBJDUMP" ]; then
        nvcc_dir="$(dirname "$(readlink -f "$NVCC")")"
        if [ -x "$nvcc_dir/cuobjdump" ]; then CUOBJDUMP="$nvcc_dir/cuobjdump"; else CUOBJDUMP="$(find_tool cuobjdump)"; fi
    fi
    [ -n "$CUOBJDUMP" ] || { echo "regen.sh: cuobjdump not found (PATH, next to nvcc, pip nvidia-cuda-cuobjdump)" >&2; exit 1; }
    mkdir -p "$SDIR"
fi
if want_step ptx; then mkdir -p "$PDIR"; fi
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

if [ "$#" -gt 0 ]; then
    names=("$@")
else
    names=()
    for f in "$KDIR"/*.cu; do names+=("$(basename "$f" .cu)"); done
fi

for name in "${names[@]}"; do
    src="$KDIR/$name.cu"
    [ -f "$src" ] || { echo "regen.sh: no such kernel file: $src" >&2; exit 1; }
    for arch in $ARCHS; do
        # compile from inside kernels/ with a relative name so nothing host-specific leaks in;
        # write to a temporary file first so a half-written .sass/.ptx never appears in sass/ or ptx/
        if want_step sass; then
            (cd "$KDIR" && "$NVCC" -cubin -O3 -arch="sm_$arch" -o "$TMP/$name.cubin" "$name.cu")
            "$CUOBJDUMP" -sass "$TMP/$name.cubin" > "$TMP/$name.sass"
            mv -f "$TMP/$name.sass" "$SDIR/$name.sm_$arch.sass"
            rm -f "$TMP/$name.cubin"
        fi
        if want_step ptx; then
            (cd "$KDIR" && "$NVCC" -ptx -O3 -arch="sm_$arch" -o "$TMP/$name.ptx" "$name.cu")
            mv -f "$TMP/$name.ptx" "$PDIR/$name.sm_$arch.ptx"
        fi
    done
    echo "regen.sh: $name"
done

want_step sass || exit 0
{
    echo "# Toolchain that produced the committed sass/*.sass (written by regen.sh)"
    echo "# command: nvcc -cubin -O3 -arch=sm_XX -o NAME.cubin NAME.cu ; cuobjdump -sass NAME.cubin"
    echo "# archs: $ARCHS"
    echo "## nvcc --version"
    "$NVCC" --version
    echo "## cuobjdump --version"
    "$CUOBJDUMP" --version
} > "$TMP/TOOLCHAIN.txt"
mv -f "$TMP/TOOLCHAIN.txt" "$SDIR/TOOLCHAIN.txt"
echo "regen.sh: wrote $SDIR/TOOLCHAIN.txt"
