#!/usr/bin/env bash
# Regenerates the approximate-instruction kernels' SASS and PTX with the real NVIDIA tools:
# approx.fast.sm_90.* with -use_fast_math (ftz: MUFU alone), approx.sm_90.* without (MUFU wrapped in scaling).
set -euo pipefail
cd "$(dirname "$0")"
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
CUOBJDUMP=${CUOBJDUMP:-$(command -v cuobjdump || python3 -c 'import nvidia,glob;print(glob.glob(nvidia.__path__[0]+"/*/bin/cuobjdump")[0])')}
tmp=$(mktemp -d)
for variant in fast plain; do
  flags="-O3 -arch=sm_90"
  [ "$variant" = fast ] && flags="$flags -use_fast_math"
  name=approx.sm_90
  [ "$variant" = fast ] && name=approx.fast.sm_90
  "$NVCC" -cubin $flags -o "$tmp/$name.cubin" approx.cu
  "$CUOBJDUMP" -sass "$tmp/$name.cubin" > "$name.sass"
  "$NVCC" -ptx $flags -o "$name.ptx" approx.cu
done
rm -rf "$tmp"
