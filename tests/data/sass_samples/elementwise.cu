// Elementwise float/int kernels, fminf/fmaxf, division by constants.
extern "C" __global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

extern "C" __global__ void clamp_relu(int n, const float *x, float *y, float lo, float hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = fminf(fmaxf(x[i], lo), hi);
}

extern "C" __global__ void int_ops(int n, const int *a, const unsigned *b, int *q, unsigned *r) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    q[i] = a[i] / 7 + (a[i] >> 3) - (a[i] ^ 0x5a5a);
    r[i] = b[i] / 10u + b[i] % 3u + (~b[i] & 0xffff0000u);
  }
}

extern "C" __global__ void stencil(int n, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 0 && i < n - 1) {
    float v = x[i - 1] - fabsf(x[i + 1]) * x[i];
    y[i] = isinf(v) ? 0.0f : (isnan(v) ? -1.0f : -fabsf(v) * 1e-20f);
  }
}
