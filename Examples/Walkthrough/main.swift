print("Walkthrough: not built yet")
