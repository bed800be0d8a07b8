"""Chapter 5 Event cards, one small function per card side (see dispatch.py for which are built)."""
