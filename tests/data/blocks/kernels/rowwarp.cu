// One warp per row: each lane strides the row by blockDim.x (32), then a butterfly of shuffles sums the lanes.
extern "C" __global__ void row_sum_warp(int m, int n, const float* x, float* y) {
  int row = blockIdx.x;
  int lane = threadIdx.x;
  float v = 0.f;
  for (int j = lane; j < n; j += blockDim.x) v += x[row * n + j];
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
  if (lane == 0) y[row] = v;
}

// wrong: the butterfly starts at 8, so lane 0 sums only lanes 0..15
extern "C" __global__ void row_sum_warp_half(int m, int n, const float* x, float* y) {
  int row = blockIdx.x;
  int lane = threadIdx.x;
  float v = 0.f;
  for (int j = lane; j < n; j += blockDim.x) v += x[row * n + j];
  for (int o = 8; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
  if (lane == 0) y[row] = v;
}
