#!/usr/bin/env bash
# Regenerate the PTX parser samples: for every NAME.cu here,
#     nvcc -ptx -O3 -arch=sm_90 -o NAME.ptx NAME.cu
# nvcc is $NVCC or found on PATH / /usr/local/cuda/bin.
#
# Usage: tests/data/ptx_samples/regen.sh [NAME ...]     (default: every .cu)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
NVCC="${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}"
[ -x "$NVCC" ] || { echo "regen.sh: nvcc not found (\$NVCC, PATH, /usr/local/cuda/bin)" >&2; exit 1; }

if [ "$#" -gt 0 ]; then
    names=("$@")
else
    names=()
    for f in "$HERE"/*.cu; do names+=("$(basename "$f" .cu)"); done
fi

for name in "${names[@]}"; do
    [ -f "$HERE/$name.cu" ] || { echo "regen.sh: no such file: $HERE/$name.cu" >&2; exit 1; }
    # compile from here with a relative name so nothing host-specific leaks in; write via a temp file
    (cd "$HERE" && "$NVCC" -ptx -O3 -arch=sm_90 -o "$name.ptx.tmp" "$name.cu")
    mv -f "$HERE/$name.ptx.tmp" "$HERE/$name.ptx"
    echo "regen.sh: $name"
done
