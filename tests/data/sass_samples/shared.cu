// Shared memory + __syncthreads, warp shuffles and atomics.
extern "C" __global__ void block_reduce(const float *x, float *out) {
  __shared__ float buf[256];
  int t = threadIdx.x;
  buf[t] = x[blockIdx.x * 256 + t];
  __syncthreads();
  for (int s = 128; s > 32; s >>= 1) {
    if (t < s) buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t < 32) {
    float v = buf[t] + buf[t + 32];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (t == 0) atomicAdd(out, v);
  }
}

extern "C" __global__ void histogram(int n, const int *x, unsigned *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[x[i] & 63], 1u);
  if (i == 0) atomicMax((int *)&bins[64], n);
}
