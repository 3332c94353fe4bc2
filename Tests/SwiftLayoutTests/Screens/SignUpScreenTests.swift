import SwiftLayout
import Testing

/// A form field: a title, an input box, and an error message that appears under the box.
@MainActor
private final class FormField: UIView, Layoutable {
  var activation: Activation?
  let titleLabel = UILabel(frame: .zero)
  let input = makeView("input")
  let errorLabel = UILabel(frame: .zero)
  @LayoutProperty var error: String?

  @LayoutBuilder var layout: some Layout {
    self.sublayout {
      titleLabel.anchors { Anchors.cap() }
      input.anchors {
        Anchors.top.equalTo(titleLabel, attribute: .bottom, constant: 6)
        Anchors.horizontal()
        Anchors.height.equalTo(constant: 44)
        if error == nil { Anchors.bottom }
      }
      if let error {
        errorLabel.config { $0.text = error }.anchors {
          Anchors.top.equalTo(input, attribute: .bottom, constant: 4)
          Anchors.shoe()
        }
      }
    }
  }

  init(_ title: String) {
    super.init(frame: .zero)
    accessibilityIdentifier = title
    titleLabel.text = title
    titleLabel.font = .systemFont(ofSize: 13)
    errorLabel.font = .systemFont(ofSize: 13)
    errorLabel.numberOfLines = 0
    self.sl.updateLayout()
  }

  required init?(coder: NSCoder) { nil }
}

/// A sign-up form in a scroll view with inline validation and a warning icon by the email error.
@MainActor
private final class SignUpViewController: UIViewController, Layoutable {
  var activation: Activation?
  let scrollView = UIScrollView(frame: .zero)
  let content = makeView("content")
  let stack = UIStackView(frame: .zero)
  let name = FormField("Name")
  let email = FormField("Email")
  let password = FormField("Password")
  let submit = UIButton(type: .system)
  let warning = makeView("warning")
  /// A mistake a developer makes: the icon is laid out even when there is no error label.
  var forgetsCondition = false

  @LayoutBuilder var layout: some Layout {
    view.sublayout {
      scrollView.anchors { Anchors.allSides(view.safeAreaLayoutGuide) }.sublayout {
        content.anchors {
          Anchors.allSides(scrollView.contentLayoutGuide)
          Anchors.width.equalTo(scrollView.frameLayoutGuide)
        }.sublayout {
          stack.config {
            $0.axis = .vertical
            $0.spacing = 16
          }.anchors {
            Anchors.top.equalToSuper(constant: 24)
            Anchors.bottom.equalToSuper(constant: -24)
            Anchors.horizontal(offset: 20)
          }.sublayout {
            name
            email
            password
            submit
          }
          if email.error != nil || forgetsCondition {
            warning.anchors {
              Anchors.centerY.equalTo(email.errorLabel)
              Anchors.trailing.equalToSuper(constant: -4)
              Anchors.size(width: 12, height: 12)
            }
          }
        }
      }
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    submit.setTitle("Create account", for: .normal)
    self.sl.updateLayout()
  }

  /// Shows validation results: each field first, then the screen (which refers to them).
  func validate(email emailError: String?, password passwordError: String?) {
    email.error = emailError
    password.error = passwordError
    self.sl.updateLayout()
    view.layoutIfNeeded()
  }
}

@MainActor
@Suite("A sign-up form with inline validation")
struct SignUpScreenTests {
  private func present() -> (UIWindow, SignUpViewController) {
    presentInPhoneWindow(SignUpViewController())
  }

  @Test("Fields stack at 22 + 44 points each; the content size wraps the stack")
  func initialLayout() {
    let (window, controller) = present()
    // Title: 13 pt → 15.6 → 16; the box starts 6 below: 22 + 44 = 66 per field.
    #expect(controller.name.frame == CGRect(x: 0, y: 0, width: 350, height: 66))
    #expect(controller.email.frame == CGRect(x: 0, y: 82, width: 350, height: 66))
    #expect(controller.password.frame == CGRect(x: 0, y: 164, width: 350, height: 66))
    #expect(controller.submit.frame == CGRect(x: 0, y: 246, width: 350, height: 30))
    #expect(controller.scrollView.contentSize == CGSize(width: 390, height: 324))
    #expect(controller.warning.superview == nil)
    #expect(controller.view.window === window)
  }

  @Test("Errors appear under their fields, wrap at the field width, and push the rest down")
  func errorsAppear() {
    let (window, controller) = present()
    controller.validate(
      email: "That email is already registered",
      password:
        "Use at least 8 characters, with one number and one symbol, and avoid your name or email")
    // One line: 16 points; the field is 66 + 4 + 16 = 86.
    #expect(controller.email.errorLabel.frame == CGRect(x: 0, y: 70, width: 350, height: 16))
    #expect(controller.email.frame == CGRect(x: 0, y: 82, width: 350, height: 86))
    // At 350 points the password hint wraps after "symbol,": two lines, 31.2 → 32.
    #expect(controller.password.errorLabel.frame == CGRect(x: 0, y: 70, width: 350, height: 32))
    #expect(controller.password.frame == CGRect(x: 0, y: 184, width: 350, height: 102))
    #expect(controller.submit.frame.minY == 302)
    #expect(controller.scrollView.contentSize == CGSize(width: 390, height: 380))
    // The icon sits by the email error: content y = 24 + 82 + 70 + 8 − 6.
    #expect(controller.warning.frame == CGRect(x: 374, y: 178, width: 12, height: 12))
    controller.validate(email: nil, password: nil)
    #expect(controller.email.errorLabel.superview == nil)
    #expect(controller.warning.superview == nil)
    #expect(controller.scrollView.contentSize == CGSize(width: 390, height: 324))
    #expect(controller.view.window === window)
  }

  @Test("Anchoring to an error label that is not on screen is a diagnostic, not a trap")
  func missingTarget() {
    var reported: [String] = []
    let saved = LayoutDiagnostic.handler
    LayoutDiagnostic.handler = { reported.append($0.message) }
    defer { LayoutDiagnostic.handler = saved }
    let (window, controller) = present()
    controller.forgetsCondition = true
    controller.sl.updateLayout()
    window.layoutIfNeeded()
    #expect(
      reported.contains {
        $0.contains("warning.centerY") && $0.contains("no common ancestor")
      })
    #expect(controller.activation?.diagnostics.isEmpty == false)
    // The rest of the screen still lays out.
    #expect(controller.submit.frame == CGRect(x: 0, y: 246, width: 350, height: 30))
    // Once the label is on screen, the same layout resolves.
    controller.validate(email: "That email is already registered", password: nil)
    #expect(controller.warning.frame == CGRect(x: 374, y: 178, width: 12, height: 12))
  }

  @Test("Tearing the form down frees the fields and their error labels")
  func teardown() {
    weak var weakController: SignUpViewController?
    weak var weakField: FormField?
    weak var weakError: UILabel?
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    do {
      let controller = SignUpViewController()
      weakController = controller
      weakField = controller.password
      weakError = controller.password.errorLabel
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.validate(email: "taken", password: "too short")
      window.rootViewController = nil
    }
    #expect(weakController == nil)
    #expect(weakField == nil)
    #expect(weakError == nil)
  }
}
