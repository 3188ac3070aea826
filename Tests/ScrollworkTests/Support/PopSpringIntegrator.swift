/// An independent re-implementation of Pop's spring solver (`POPSpringSolver.h`) for comparison:
/// classic fourth-order Runge–Kutta on `a = −(k/m)·p − (c/m)·v` in fixed 1 ms steps (Pop's
/// `solverDt`). Only whole steps are taken, so comparisons measure the integrator itself.
struct PopSpringIntegrator {
    let stiffness, damping, mass: Double
    /// Displacement from the target and velocity, in solver space.
    var position, velocity: Double

    static let step = 0.001

    init(stiffness: Double, damping: Double, mass: Double = 1, from: Double, to: Double, initialVelocity: Double) {
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
        position = from - to
        velocity = initialVelocity
    }

    private func acceleration(_ p: Double, _ v: Double) -> Double {
        -stiffness / mass * p - damping / mass * v
    }

    private func integrated(_ p: Double, _ v: Double) -> (Double, Double) {
        let dt = Self.step
        let k1x = v, k1v = acceleration(p, v)
        let k2x = v + k1v * dt / 2, k2v = acceleration(p + k1x * dt / 2, v + k1v * dt / 2)
        let k3x = v + k2v * dt / 2, k3v = acceleration(p + k2x * dt / 2, v + k2v * dt / 2)
        let k4x = v + k3v * dt, k4v = acceleration(p + k3x * dt, v + k3v * dt)
        return (p + (k1x + 2 * k2x + 2 * k3x + k4x) * dt / 6, v + (k1v + 2 * k2v + 2 * k3v + k4v) * dt / 6)
    }

    /// Advances by `steps` steps of 1 ms.
    mutating func advance(steps: Int) {
        for _ in 0..<steps { (position, velocity) = integrated(position, velocity) }
    }
}
