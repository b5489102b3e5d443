//! The table of examples: for each one the page of the API reference that
//! shows it, its widget, and the module that defines it. The gallery app
//! instantiates every widget under the example's name
//! (`circle = <CircleExample> {}`), so an example is picked by that name.
use crate::makepad_widgets::*;

/// Width and height of every example, in logical pixels.
pub const EXAMPLE_SIZE: f64 = 160.0;

pub struct Example {
    /// The example's name, also its instance id in the app: `circle`.
    pub name: &'static str,
    /// Page path below `/api/Sdf2d/`, e.g. `methods/draw/primitives/circle`.
    pub page: &'static str,
    /// Name of the example's widget in the DSL, e.g. `CircleExample`.
    pub widget: &'static str,
    /// False when the picture depends on the GPU's precision (a hash of
    /// `sin`, as in `Math::random_2d`), so two renderers may differ.
    pub exact: bool,
    /// True when the picture changes over time (`self.time`), so it has
    /// no single reference picture.
    pub animated: bool,
}

macro_rules! examples {
    (@exact) => {true};
    (@exact gpu_dependent) => {false};
    (@exact animated) => {true};
    (@animated) => {false};
    (@animated gpu_dependent) => {false};
    (@animated animated) => {true};
    ($($name:ident: $page:literal => $widget:ident in $($segment:ident)::+ $(($flag:ident))?;)*) => {
        /// Every example, in the order of the API sidebar.
        pub const EXAMPLES: &[Example] = &[
            $(Example {
                name: stringify!($name),
                page: $page,
                widget: stringify!($widget),
                exact: examples!(@exact $($flag)?),
                animated: examples!(@animated $($flag)?),
            },)*
        ];

        /// Registers the `live_design!` block of every example module.
        pub fn live_design(cx: &mut Cx) {
            $(crate::$($segment)::+::live_design(cx);)*
        }
    };
}

examples! {
    aa: "fields/aa" => AaExample in fields::aa;
    blur: "fields/blur" => BlurExample in fields::blur;
    clip: "fields/clip" => ClipExample in fields::clip;
    dist: "fields/dist" => DistExample in fields::dist;
    has_clip: "fields/has_clip" => HasClipExample in fields::has_clip;
    last_pos: "fields/last_pos" => LastPosExample in fields::last_pos;
    old_shape: "fields/old_shape" => OldShapeExample in fields::old_shape;
    pos: "fields/pos" => PosExample in fields::pos;
    result: "fields/result" => ResultExample in fields::result;
    scale_factor: "fields/scale_factor" => ScaleFactorExample in fields::scale_factor;
    shape: "fields/shape" => ShapeExample in fields::shape;
    start_pos: "fields/start_pos" => StartPosExample in fields::start_pos;
    intersect: "methods/bool/intersect" => IntersectExample in methods::bool::intersect;
    subtract: "methods/bool/subtract" => SubtractExample in methods::bool::subtract;
    union: "methods/bool/union" => UnionExample in methods::bool::union;
    arc2: "methods/draw/primitives/arc2" => Arc2Example in methods::draw::primitives::arc2;
    arc_flat_caps: "methods/draw/primitives/arc_flat_caps" => ArcFlatCapsExample in methods::draw::primitives::arc_flat_caps;
    arc_round_caps: "methods/draw/primitives/arc_round_caps" => ArcRoundCapsExample in methods::draw::primitives::arc_round_caps;
    box: "methods/draw/primitives/box" => BoxExample in methods::draw::primitives::box_;
    box_all: "methods/draw/primitives/box_all" => BoxAllExample in methods::draw::primitives::box_all;
    box_x: "methods/draw/primitives/box_x" => BoxXExample in methods::draw::primitives::box_x;
    box_y: "methods/draw/primitives/box_y" => BoxYExample in methods::draw::primitives::box_y;
    circle: "methods/draw/primitives/circle" => CircleExample in methods::draw::primitives::circle;
    hexagon: "methods/draw/primitives/hexagon" => HexagonExample in methods::draw::primitives::hexagon;
    hline: "methods/draw/primitives/hline" => HlineExample in methods::draw::primitives::hline;
    rect: "methods/draw/primitives/rect" => RectExample in methods::draw::primitives::rect;
    calc_blur: "methods/draw/calc_blur" => CalcBlurExample in methods::draw::calc_blur;
    close_path: "methods/draw/close_path" => ClosePathExample in methods::draw::close_path;
    fill: "methods/draw/fill" => FillExample in methods::draw::fill;
    fill_keep: "methods/draw/fill_keep" => FillKeepExample in methods::draw::fill_keep;
    fill_keep_premul: "methods/draw/fill_keep_premul" => FillKeepPremulExample in methods::draw::fill_keep_premul;
    fill_premul: "methods/draw/fill_premul" => FillPremulExample in methods::draw::fill_premul;
    line_to: "methods/draw/line_to" => LineToExample in methods::draw::line_to;
    move_to: "methods/draw/move_to" => MoveToExample in methods::draw::move_to;
    stroke: "methods/draw/stroke" => StrokeExample in methods::draw::stroke;
    stroke_keep: "methods/draw/stroke_keep" => StrokeKeepExample in methods::draw::stroke_keep;
    blend: "methods/effects/blend" => BlendExample in methods::effects::blend;
    gloop: "methods/effects/gloop" => GloopExample in methods::effects::gloop;
    glow: "methods/effects/glow" => GlowExample in methods::effects::glow;
    glow_keep: "methods/effects/glow_keep" => GlowKeepExample in methods::effects::glow_keep;
    rotate: "methods/transform/rotate" => RotateExample in methods::transform::rotate;
    scale: "methods/transform/scale" => ScaleExample in methods::transform::scale;
    translate: "methods/transform/translate" => TranslateExample in methods::transform::translate;
    antialias: "methods/antialias" => AntialiasExample in methods::antialias;
    clear: "methods/clear" => ClearExample in methods::clear;
    viewport: "methods/viewport" => ViewportExample in methods::viewport;
    gauss_shadow: "library/GaussShadow" => GaussShadowExample in library::gauss_shadow;
    math: "library/Math" => MathExample in library::math;
    math_random: "library/Math" => MathRandomExample in library::math_random (gpu_dependent);
    pal: "library/Pal" => PalExample in library::pal;
    pal_hsv: "library/Pal" => PalHsvExample in library::pal_hsv;
    constants: "library/constants" => ConstantsExample in library::constants;
    pulse: "playground" => PulseExample in playground::pulse (animated);
}

/// Finds an example by its name (`circle`) or, for a page with a single
/// example, by its page path (`methods/draw/primitives/circle`).
pub fn find(key: &str) -> Option<&'static Example> {
    let key = key.trim_matches('/');
    EXAMPLES
        .iter()
        .find(|example| example.name == key)
        .or_else(|| {
            let mut on_page = EXAMPLES.iter().filter(|example| example.page == key);
            match (on_page.next(), on_page.next()) {
                (Some(only), None) => Some(only),
                _ => None,
            }
        })
}

/// The example named on the command line or in `SDF2D_EXAMPLE`, if any.
pub fn chosen_name() -> Option<String> {
    std::env::args()
        .skip(1)
        .find(|arg| !arg.starts_with("--"))
        .or_else(|| std::env::var("SDF2D_EXAMPLE").ok())
        .filter(|name| !name.is_empty())
}

/// Prints one line per example: name, page path, widget, size, and
/// `exact`, `gpu-dependent` or `animated`.
pub fn print_list() {
    for example in EXAMPLES {
        println!(
            "{}\t{}\t{}\t{}x{}\t{}",
            example.name,
            example.page,
            example.widget,
            EXAMPLE_SIZE,
            EXAMPLE_SIZE,
            if example.animated {
                "animated"
            } else if example.exact {
                "exact"
            } else {
                "gpu-dependent"
            }
        );
    }
}
