#!/usr/bin/env bash
# Regenerates the block-level SASS samples (shared memory, barriers, shuffles, votes, warp
# reductions, atomics, vector accesses, MUFU) from block.cu.  Every *.sass file here is
# unedited output of nvdisasm -c (CUDA 13.0).  Kept apart from ../sass_samples, whose size budget
# they would exceed.  Usage: tests/data/sass_block/regen.sh   (needs nvcc and nvdisasm on PATH or
# in the nvidia-cuda-* pip wheels' bin directory).
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v nvdisasm >/dev/null; then
  PATH="$(python -c 'import nvidia.cu13; print(nvidia.cu13.__path__[0])')/bin:$PATH"
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
rm -f ./*.sass
for arch in sm_80 sm_90 sm_100; do
  nvcc -cubin -arch="$arch" -O3 -o "$tmp/block.$arch.cubin" block.cu
  nvdisasm -c "$tmp/block.$arch.cubin" > "block.$arch.nvdisasm-c.sass"
done
