// Positive control: correct UIKit code. `bash Checks/RealSDK/check.sh Checks/RealSDK/controls/positive` must say
// "0 errors, 0 warnings"; if it does not, the harness (not NavDSL) is broken.
import UIKit

@MainActor public func controlStack(_ root: UIViewController) -> UINavigationController {
    let stack = UINavigationController(rootViewController: root)
    stack.setViewControllers([root], animated: false)
    return stack
}
