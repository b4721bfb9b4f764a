// Per-row variance and standard deviation over 8 columns (np.var / np.std, ddof=0), one thread per row;
// row_var8_sample divides by 7 (ddof=1) where the reference says ddof=0.
__device__ void row_moments(int r, const float* x, float denom, float* v, float* sd) {
  float m = 0.f;
  for (int c = 0; c < 8; ++c) m += x[r * 8 + c];
  m /= 8.f;
  float s = 0.f;
  for (int c = 0; c < 8; ++c) { float d = x[r * 8 + c] - m; s += d * d; }
  v[r] = s / denom;
  sd[r] = sqrtf(s / denom);
}

extern "C" __global__ void row_var8(int rows, const float* x, float* v, float* sd) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows) row_moments(r, x, 8.f, v, sd);
}

extern "C" __global__ void row_var8_sample(int rows, const float* x, float* v, float* sd) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows) row_moments(r, x, 7.f, v, sd);
}
