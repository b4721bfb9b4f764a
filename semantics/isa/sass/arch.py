"""Per-architecture facts of the SASS targets (measured with nvcc 13.0; see DESIGN.md)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Arch:
    name: str            # "sm_90"
    param_base: int      # offset of the first kernel parameter in constant bank 0
    ntid: int            # c[0x0][ntid + 4*d] = blockDim.{x,y,z}
    nctaid: int          # c[0x0][nctaid + 4*d] = gridDim.{x,y,z}
    stack_init: int      # c[0x0][stack_init] = the stack pointer's initial value
    mem_desc: int | None  # c[0x0][mem_desc] (64 bits): the global memory descriptor read into desc[URx]


ARCHS = {
    "sm_80": Arch("sm_80", 0x160, 0x0, 0xC, 0x28, 0x118),
    "sm_86": Arch("sm_86", 0x160, 0x0, 0xC, 0x28, 0x118),
    "sm_89": Arch("sm_89", 0x160, 0x0, 0xC, 0x28, 0x118),
    "sm_90": Arch("sm_90", 0x210, 0x0, 0xC, 0x28, 0x208),
    "sm_100": Arch("sm_100", 0x380, 0x360, 0x370, 0x37C, 0x358),
    "sm_120": Arch("sm_120", 0x380, 0x360, 0x370, 0x37C, 0x358),
}


def arch_named(name: str) -> Arch | None:
    return ARCHS.get(name.lower().replace("sm", "sm_").replace("sm__", "sm_"))
