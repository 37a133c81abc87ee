"""Tables larger than memory, read chunk by chunk: the reader (:mod:`.reader`), the column schema from a sample
and one pass (:mod:`.scan`), a chunk's arrays for a model (:mod:`.encode`) and a random sample (:mod:`.sample`)."""
