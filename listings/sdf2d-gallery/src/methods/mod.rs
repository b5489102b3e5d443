pub mod antialias;
pub mod bool;
pub mod clear;
pub mod draw;
pub mod effects;
pub mod transform;
pub mod viewport;
