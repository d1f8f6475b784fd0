import TouchstoneReplay
print("touchstone-bench: not written yet")
