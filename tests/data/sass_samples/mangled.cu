// C++ (mangled) kernels, including a namespace and a template.
namespace ops {
__global__ void scale(int n, float k, float *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= k;
}
}

template <typename T>
__global__ void addk(int n, T k, T *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += k;
}
template __global__ void addk<int>(int, int, int *);

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
