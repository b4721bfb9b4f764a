// Saturating adds: nvcc fuses `min(a + b, c)` into sm_90's VIADDMNMX (IADD3 + IMNMX on sm_80).
#include <stdint.h>

extern "C" __global__ void sat_add_u8(int n, const uint8_t* a, const uint8_t* b, uint8_t* c) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int s = a[i] + b[i];
        c[i] = s > 255 ? 255 : s;
    }
}

// wrong: the sum wraps around at 256 instead of saturating
extern "C" __global__ void sat_add_u8_wrap(int n, const uint8_t* a, const uint8_t* b, uint8_t* c) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = (uint8_t)(a[i] + b[i]);
}

extern "C" __global__ void add_clamp_i32(int n, int hi, const int* a, const int* b, int* c) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = max(min(a[i] + b[i], hi), -hi);
}

// wrong: the clamp's bounds swapped (max first, then min)
extern "C" __global__ void add_clamp_i32_order(int n, int hi, const int* a, const int* b, int* c) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = min(max(a[i] + b[i], -hi), hi);
}
