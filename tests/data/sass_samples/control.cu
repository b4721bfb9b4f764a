// 2-D indexing, branches and a loop.
extern "C" __global__ void transpose2d(int rows, int cols, const float *in, float *out) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r < rows && c < cols) out[c * rows + r] = in[r * cols + c];
}

extern "C" __global__ void branchy(int n, const int *x, int *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = x[i];
  if (v > 100) v = v * 3 - 1;
  else if (v < -5) v = -v;
  else v = v + 17;
  y[i] = v;
}

extern "C" __global__ void rowsum(int n, int m, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float s = 0.0f;
#pragma unroll 1
  for (int j = 0; j < m; ++j) s += x[i * m + j] * 0.5f;
  y[i] = s;
}
