// A test file written before the headless family became a product of its own: it imports the core
// only, so the headless window is not in scope (the migration guide names the fix).
import NavDSL

@MainActor
func withoutImport() {
    _ = HeadlessWindow()
}
