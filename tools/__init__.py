"""Developer tools that are not part of the installed package (GPU validation of the SASS semantics)."""
