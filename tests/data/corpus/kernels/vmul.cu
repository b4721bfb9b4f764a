// c = a * b, through a function template (one explicit instantiation)
template <typename T>
__global__ void vmul_t(int n, const T* __restrict__ a, const T* __restrict__ b, T* __restrict__ c)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] * b[i];
}

template __global__ void vmul_t<float>(int, const float*, const float*, float*);
