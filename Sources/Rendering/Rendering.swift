// Rendering: FreeType raster + libpng.
