// The second module imports the first, as NavDSLAddons imports NavDSL.
import NavDSL
import UIKit

@MainActor func controlAddon() -> UIViewController? {
    controlStack(UIViewController()).topViewController
}
