"""PTX tests (a package so their module names do not collide with tests/semantics/isa/sass/)."""
