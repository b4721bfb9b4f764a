#!/usr/bin/env bash
# Regenerates the block-level SASS samples (shared memory, barriers, shuffles, votes, warp
# reductions, atomics, vector accesses, MUFU) from block.cu: unedited nvdisasm -c output
# (pip wheels, nvcc 13.5; /usr/local/cuda's 13.0 prints REDUX.SUM where 13.5 prints REDUX.SUM.S32), kept apart from ../sass_samples, whose size budget they would exceed.
# Usage: tests/data/sass_block/regen.sh   (uses the nvidia-cuda-* pip wheels' tools, as
# ../sass_samples/regen.sh does where nvdisasm is not on PATH).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
tool() { python -c "import nvidia.cu13, pathlib; print(pathlib.Path(nvidia.cu13.__path__[0], 'bin', '$1'))"; }
nvcc="$(tool nvcc)"
nvdisasm="$(tool nvdisasm)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for arch in sm_80 sm_90 sm_100; do
  "$nvcc" -cubin -arch="$arch" -O3 -o "$work/block.$arch.cubin" "$here/block.cu"
  "$nvdisasm" -c "$work/block.$arch.cubin" > "$here/block.$arch.nvdisasm-c.sass"
done
