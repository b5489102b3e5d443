pub mod blend;
pub mod gloop;
pub mod glow;
pub mod glow_keep;
