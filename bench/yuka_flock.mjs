// Yuka (npm yuka 0.7.8) flocking, configured the way its own flocking example does: one
// Vehicle per boid with AlignmentBehavior, CohesionBehavior, SeparationBehavior and
// WanderBehavior, updateNeighborhood = true, neighborhoodRadius, updated by an EntityManager;
// optionally with its CellSpacePartitioning spatial index (cells as large as the radius, like
// ours). Same density, radius and speeds as our flock demo; Yuka works in 3D, so boids live
// in the XZ plane and wrap around the world's edges like ours.
// Runs in node and in the browser (bench/run.mjs uses both).
export function makeYukaFlock(YUKA, n, { spatialIndex }) {
  const grow = Math.sqrt(Math.max(1, n / 300));
  const width = 1000 * (n > 300 ? grow : 1), depth = 700 * (n > 300 ? grow : 1);
  const radius = 50;
  const manager = new YUKA.EntityManager();
  if (spatialIndex) {
    const cellsX = Math.max(1, Math.floor(width / radius)), cellsZ = Math.max(1, Math.floor(depth / radius));
    manager.spatialIndex = new YUKA.CellSpacePartitioning(width, 1, depth, cellsX, 1, cellsZ);
  }
  // A seeded generator so both configurations start from the same flock.
  let seed = 12345;
  const random = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 4294967296);
  const vehicles = [];
  for (let i = 0; i < n; i++) {
    const v = new YUKA.Vehicle();
    v.maxSpeed = 100;
    v.maxForce = 300;
    v.updateNeighborhood = true;
    v.neighborhoodRadius = radius;
    // The spatial index spans [-w/2, w/2]: place boids around the origin.
    v.position.set((random() - 0.5) * width, 0, (random() - 0.5) * depth);
    v.velocity.set((random() - 0.5) * 100, 0, (random() - 0.5) * 100);
    const alignment = new YUKA.AlignmentBehavior();
    const cohesion = new YUKA.CohesionBehavior();
    const separation = new YUKA.SeparationBehavior();
    const wander = new YUKA.WanderBehavior(20, 40, 200);
    alignment.weight = 1.0;
    cohesion.weight = 1.0;
    separation.weight = 1.5;
    wander.weight = 0.4;
    v.steering.add(alignment);
    v.steering.add(cohesion);
    v.steering.add(separation);
    v.steering.add(wander);
    manager.add(v);
    vehicles.push(v);
  }
  const halfW = width / 2, halfD = depth / 2;
  return {
    step(dt) {
      manager.update(dt);
      for (const v of vehicles) {
        if (v.position.x < -halfW) v.position.x += width;
        else if (v.position.x > halfW) v.position.x -= width;
        if (v.position.z < -halfD) v.position.z += depth;
        else if (v.position.z > halfD) v.position.z -= depth;
      }
    },
  };
}

/** ns per agent-step of a Yuka flock of n boids (best of three timed runs). */
export function timeYukaFlock(YUKA, n, options, now) {
  const flock = makeYukaFlock(YUKA, n, options);
  for (let i = 0; i < 5; i++) flock.step(1 / 60);
  const steps = n >= 10000 ? 3 : (n >= 2000 ? 10 : 40);
  let best = Infinity;
  for (let rep = 0; rep < 3; rep++) {
    const t0 = now();
    for (let i = 0; i < steps; i++) flock.step(1 / 60);
    best = Math.min(best, (now() - t0) / steps);
  }
  return (best * 1e6) / n;  // ms per step -> ns per agent-step
}
