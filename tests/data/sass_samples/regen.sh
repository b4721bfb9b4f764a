#!/usr/bin/env bash
# Regenerates the SASS samples in this directory from the .cu sources.
# Every *.sass file here is unedited output of cuobjdump / nvdisasm (CUDA 13.0).
# Usage: tests/data/sass_samples/regen.sh   (needs nvcc, cuobjdump, nvdisasm on PATH
# or in the nvidia-cuda-* pip wheels' bin directory).
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v nvdisasm >/dev/null; then
  PATH="$(python -c 'import nvidia.cu13; print(nvidia.cu13.__path__[0])')/bin:$PATH"
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

cubin() {  # cubin SRC ARCH [extra nvcc flags] -> $tmp/SRC.ARCH.cubin
  local src=$1 arch=$2; shift 2
  nvcc -cubin -arch="$arch" -O3 "$@" -o "$tmp/$src.$arch.cubin" "$src.cu"
}

rm -f ./*.sass

# sm_90: cuobjdump (with encodings) and nvdisasm -c of the same cubins, for cross-checks.
for src in elementwise control shared misc half mangled params; do
  cubin "$src" sm_90
  nvdisasm -c "$tmp/$src.sm_90.cubin" > "$src.sm_90.nvdisasm-c.sass"
done
for src in elementwise shared misc; do
  cuobjdump -sass "$tmp/$src.sm_90.cubin" > "$src.sm_90.cuobjdump.sass"
done
# Full nvdisasm output (all sections, including .nv.info with EIATTR_KPARAM_INFO).
for src in params mangled; do
  nvdisasm "$tmp/$src.sm_90.cubin" > "$src.sm_90.nvdisasm.sass"
done
nvdisasm -c --print-instruction-encoding "$tmp/half.sm_90.cubin" > half.sm_90.nvdisasm-hex.sass

# sm_80 and sm_100.
for arch in sm_80 sm_100; do
  for src in elementwise misc; do
    cubin "$src" "$arch"
    nvdisasm -c "$tmp/$src.$arch.cubin" > "$src.$arch.nvdisasm-c.sass"
  done
done
cubin shared sm_80
nvdisasm -c "$tmp/shared.sm_80.cubin" > shared.sm_80.nvdisasm-c.sass
cubin control sm_100
nvdisasm -c "$tmp/control.sm_100.cubin" > control.sm_100.nvdisasm-c.sass
cuobjdump -sass "$tmp/control.sm_100.cubin" > control.sm_100.cuobjdump.sass

# Relocatable device code: calls and addresses through relocations.
cubin misc sm_90 -rdc=true   # replaces the sm_90 cubin above, which is no longer needed
nvdisasm -c "$tmp/misc.sm_90.cubin" > misc.sm_90.rdc.nvdisasm-c.sass

# Line info and life ranges (comments after instructions).
cubin params sm_90 -lineinfo   # replaces the cubin above, which is no longer needed
nvdisasm -c -g "$tmp/params.sm_90.cubin" > params.sm_90.nvdisasm-g.sass
cubin params sm_80
nvdisasm -c -plr "$tmp/params.sm_80.cubin" > params.sm_80.nvdisasm-plr.sass

# A host object with a fatbin holding two architectures plus PTX.
nvcc -c -O3 -gencode arch=compute_80,code=sm_80 -gencode arch=compute_100,code=[sm_100,compute_100] \
  -o "$tmp/params.o" params.cu
cuobjdump -sass "$tmp/params.o" > params.o.cuobjdump.sass
