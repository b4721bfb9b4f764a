#!/usr/bin/env bash
# Regenerates the CLI tests' SASS with the real NVIDIA tools.
set -euo pipefail
cd "$(dirname "$0")"
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
CUOBJDUMP=${CUOBJDUMP:-$(command -v cuobjdump || python3 -c 'import nvidia,glob;print(glob.glob(nvidia.__path__[0]+"/*/bin/cuobjdump")[0])')}
tmp=$(mktemp -d)
"$NVCC" -cubin -O3 -arch=sm_90 -o "$tmp/expf.cubin" expf.cu
"$CUOBJDUMP" -sass "$tmp/expf.cubin" > expf.sm_90.sass
cp "$tmp/expf.cubin" expf.sm_90.cubin
rm -rf "$tmp"
