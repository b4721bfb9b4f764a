#!/usr/bin/env bash
# Regenerates examples/saxpy.sass from examples/saxpy.cu with the real NVIDIA tools.
set -euo pipefail
cd "$(dirname "$0")"
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
CUOBJDUMP=${CUOBJDUMP:-$(command -v cuobjdump || python3 -c 'import nvidia,glob;print(glob.glob(nvidia.__path__[0]+"/*/bin/cuobjdump")[0])')}
tmp=$(mktemp -d)
"$NVCC" -cubin -O3 -arch=sm_90 -o "$tmp/saxpy.cubin" saxpy.cu
"$CUOBJDUMP" -sass "$tmp/saxpy.cubin" > saxpy.sass
rm -rf "$tmp"
