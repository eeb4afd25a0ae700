// The scaling core: content-size categories, text styles, platform tables and scalers.
