// NavDSLAddons re-exports NavDSL so apps import one module for the DSL and its addons.
@_exported import NavDSL
