"""The GUI thread's event loop and what runs on it when: the jobs' runner (their threads report back here), the
drawing work spread one piece per turn, pages built when first needed, and garbage collected between turns."""
