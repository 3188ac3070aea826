print("EasingGallery: not built yet")
