// Negative control: one member UIKit does not have. `bash Checks/RealSDK/check.sh Checks/RealSDK/controls/negative`
// must say "1 errors, 0 warnings" and exit 1: the check reports what the SDK refuses.
import UIKit

@MainActor public func controlStack(_ root: UIViewController) -> UINavigationController {
    let stack = UINavigationController(rootViewController: root)
    stack.pushScreenViewController(root)
    return stack
}
