// A call through a function pointer (.callprototype), printf (an .extern .func prototype) and a local stack.
#include <cstdio>

typedef float (*unary)(float);
__device__ float plus_one(float x) { return x + 1.0f; }
__device__ float twice(float x) { return x * 2.0f; }
__device__ unary table[2] = {plus_one, twice};

extern "C" __global__ void funcptr(float *x, int which)
{
    x[threadIdx.x] = table[which & 1](x[threadIdx.x]);
    if (threadIdx.x == 0) printf("%f\n", x[0]);
}
