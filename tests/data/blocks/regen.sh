#!/usr/bin/env bash
# Regenerate the committed SASS and PTX of the block-level corpus with the shared corpus script
# (same options: STEPS, ARCHS, NVCC, CUOBJDUMP; names of kernels/*.cu as arguments).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CORPUS_DIR="$HERE" exec "$HERE/../corpus/regen.sh" "$@"
