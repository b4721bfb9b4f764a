#!/usr/bin/env bash
# Regenerate the committed SASS of the end-to-end corpus.
#
# For every kernels/NAME.cu and every arch in ARCHS this runs
#     nvcc -cubin -O3 -arch=sm_XX -o NAME.cubin NAME.cu
#     cuobjdump -sass NAME.cubin > sass/NAME.sm_XX.sass
# and writes the tool versions into sass/TOOLCHAIN.txt.
#
# Tools are looked up in this order:
#   nvcc:      $NVCC, PATH, /usr/local/cuda/bin, the PyPI package nvidia-cuda-nvcc
#   cuobjdump: $CUOBJDUMP, PATH, next to nvcc, /usr/local/cuda/bin,
#              the PyPI packages nvidia-cuda-cuobjdump / nvidia-cuda-nvcc
#
# Usage: tests/data/corpus/regen.sh [NAME ...]     (default: every kernel)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
KDIR="$HERE/kernels"
SDIR="$HERE/sass"
ARCHS="${ARCHS:-80 90 100}"
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
CUOBJDUMP="${CUOBJDUMP:-}"
if [ -z "$CUOBJDUMP" ]; then
    nvcc_dir="$(dirname "$(readlink -f "$NVCC")")"
    if [ -x "$nvcc_dir/cuobjdump" ]; then CUOBJDUMP="$nvcc_dir/cuobjdump"; else CUOBJDUMP="$(find_tool cuobjdump)"; fi
fi
[ -n "$CUOBJDUMP" ] || { echo "regen.sh: cuobjdump not found (PATH, next to nvcc, pip nvidia-cuda-cuobjdump)" >&2; exit 1; }

mkdir -p "$SDIR"
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
        # compile from inside kernels/ with a relative name so nothing host-specific leaks in
        (cd "$KDIR" && "$NVCC" -cubin -O3 -arch="sm_$arch" -o "$TMP/$name.cubin" "$name.cu")
        # write to a temporary file first so a half-written .sass never appears in sass/
        "$CUOBJDUMP" -sass "$TMP/$name.cubin" > "$TMP/$name.sass"
        mv -f "$TMP/$name.sass" "$SDIR/$name.sm_$arch.sass"
        rm -f "$TMP/$name.cubin"
    done
    echo "regen.sh: $name"
done

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
