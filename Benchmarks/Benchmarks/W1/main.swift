print("W1: not built yet")
