print("Fling: not built yet")
