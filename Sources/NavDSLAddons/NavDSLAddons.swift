@_exported import NavDSL
