//! A gallery of the examples on the shader built-in pages of the book
//! (api/Sdf2d/builtin/*). Every page has one example widget, defined in
//! src/builtins/, with a fixed size of 160 x 160 logical pixels.
//!
//! `cargo run` shows all of them. `cargo run -- --example=mix` (or the
//! environment variable `SDF2D_EXAMPLE=mix`) shows only the example of the
//! `mix` page, in a window exactly as large as that example.
//! `cargo run -- --list` prints the example names.
//!
//! Some built-ins cannot be compiled by every shader back end of Makepad 1.0
//! (see the Notes of their pages). On Linux and Android, `inverse` needs
//! GLSL ES 3.0 (a build with `MAKEPAD=use_gles_3`) and `transpose` is
//! missing from the default GLSL ES 1.0; WebGL 1 has no `inverse`. The Metal
//! (macOS, iOS) and HLSL (Windows) generators rename only two-argument
//! `atan`, `mod`, `dFdx`/`dFdy` and, for HLSL, `fract` and `mix`
//! (platform/shader_compiler/src/generate_metal.rs:808-830,
//! generate_hlsl.rs:821-850), so every other GLSL name is written as it is:
//! `inverse`, `matrixCompMult`, `equal`, `notEqual`, `lessThan`,
//! `lessThanEqual`, `greaterThan` and `greaterThanEqual` exist in neither
//! language, and `not` is missing from HLSL. The examples of those pages
//! (and of `all` and `any`, whose examples compare with `lessThan`) are
//! instantiated like all others but stay hidden, and cannot be selected, on
//! a build whose back end would stop at them.

use makepad_widgets::*;

live_design! {
    use link::theme::*;
    use link::widgets::*;

    use crate::builtins::abs::*;
    use crate::builtins::acos::*;
    use crate::builtins::all::*;
    use crate::builtins::any::*;
    use crate::builtins::asin::*;
    use crate::builtins::atan::*;
    use crate::builtins::ceil::*;
    use crate::builtins::clamp::*;
    use crate::builtins::cos::*;
    use crate::builtins::cross::*;
    use crate::builtins::degrees::*;
    use crate::builtins::depth_clip::*;
    use crate::builtins::dfdx::*;
    use crate::builtins::dfdy::*;
    use crate::builtins::distance::*;
    use crate::builtins::dot::*;
    use crate::builtins::equal::*;
    use crate::builtins::exp::*;
    use crate::builtins::exp2::*;
    use crate::builtins::faceforward::*;
    use crate::builtins::floor::*;
    use crate::builtins::fract::*;
    use crate::builtins::greater_than::*;
    use crate::builtins::greater_than_equal::*;
    use crate::builtins::inverse::*;
    use crate::builtins::inversesqrt::*;
    use crate::builtins::length::*;
    use crate::builtins::less_than::*;
    use crate::builtins::less_than_equal::*;
    use crate::builtins::log::*;
    use crate::builtins::log2::*;
    use crate::builtins::matrix_comp_mult::*;
    use crate::builtins::max::*;
    use crate::builtins::min::*;
    use crate::builtins::mix::*;
    use crate::builtins::modulo::*;
    use crate::builtins::normalize::*;
    use crate::builtins::not::*;
    use crate::builtins::not_equal::*;
    use crate::builtins::pow::*;
    use crate::builtins::radians::*;
    use crate::builtins::reflect::*;
    use crate::builtins::refract::*;
    use crate::builtins::sample2d::*;
    use crate::builtins::sample2d_rt::*;
    use crate::builtins::sign::*;
    use crate::builtins::sin::*;
    use crate::builtins::smoothstep::*;
    use crate::builtins::sqrt::*;
    use crate::builtins::step::*;
    use crate::builtins::tan::*;
    use crate::builtins::transpose::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: {inner_size: vec2(1024, 768), title: "Sdf2d built-ins"},
                // transparent pixels of an example show this colour
                pass: {clear_color: #x202226},
                body = {
                    gallery = <ScrollYView> {
                        width: Fill, height: Fill,
                        flow: RightWrap,
                        spacing: 8,
                        padding: 8,

                        // One instance per page, named after the page.
                        abs = <AbsExample> {}
                        acos = <AcosExample> {}
                        all = <AllExample> {}
                        any = <AnyExample> {}
                        asin = <AsinExample> {}
                        atan = <AtanExample> {}
                        ceil = <CeilExample> {}
                        clamp = <ClampExample> {}
                        cos = <CosExample> {}
                        cross = <CrossExample> {}
                        degrees = <DegreesExample> {}
                        depth_clip = <DepthClipExample> {}
                        dFdx = <DFdxExample> {}
                        dFdy = <DFdyExample> {}
                        distance = <DistanceExample> {}
                        dot = <DotExample> {}
                        equal = <EqualExample> {}
                        exp = <ExpExample> {}
                        exp2 = <Exp2Example> {}
                        faceforward = <FaceforwardExample> {}
                        floor = <FloorExample> {}
                        fract = <FractExample> {}
                        greaterThan = <GreaterThanExample> {}
                        greaterThanEqual = <GreaterThanEqualExample> {}
                        inverse = <InverseExample> {}
                        inversesqrt = <InversesqrtExample> {}
                        length = <LengthExample> {}
                        lessThan = <LessThanExample> {}
                        lessThanEqual = <LessThanEqualExample> {}
                        log = <LogExample> {}
                        log2 = <Log2Example> {}
                        matrixCompMult = <MatrixCompMultExample> {}
                        max = <MaxExample> {}
                        min = <MinExample> {}
                        mix = <MixExample> {}
                        mod = <ModExample> {}
                        normalize = <NormalizeExample> {}
                        not = <NotExample> {}
                        notEqual = <NotEqualExample> {}
                        pow = <PowExample> {}
                        radians = <RadiansExample> {}
                        reflect = <ReflectExample> {}
                        refract = <RefractExample> {}
                        sample2d = <Sample2dExample> {}
                        sample2d_rt = <Sample2dRtExample> {}
                        sign = <SignExample> {}
                        sin = <SinExample> {}
                        smoothstep = <SmoothstepExample> {}
                        sqrt = <SqrtExample> {}
                        step = <StepExample> {}
                        tan = <TanExample> {}
                        transpose = <TransposeExample> {}
                    }
                }
            }
        }
    }
}

/// The page names, which are also the ids of the gallery's children.
pub const EXAMPLES: &[&str] = &[
    "abs",
    "acos",
    "all",
    "any",
    "asin",
    "atan",
    "ceil",
    "clamp",
    "cos",
    "cross",
    "degrees",
    "depth_clip",
    "dFdx",
    "dFdy",
    "distance",
    "dot",
    "equal",
    "exp",
    "exp2",
    "faceforward",
    "floor",
    "fract",
    "greaterThan",
    "greaterThanEqual",
    "inverse",
    "inversesqrt",
    "length",
    "lessThan",
    "lessThanEqual",
    "log",
    "log2",
    "matrixCompMult",
    "max",
    "min",
    "mix",
    "mod",
    "normalize",
    "not",
    "notEqual",
    "pow",
    "radians",
    "reflect",
    "refract",
    "sample2d",
    "sample2d_rt",
    "sign",
    "sin",
    "smoothstep",
    "sqrt",
    "step",
    "tan",
    "transpose",
];

/// The examples that this build's shader back end cannot compile.
pub fn unsupported_here() -> &'static [&'static str] {
    let gles3 = option_env!("MAKEPAD").is_some_and(|configs| {
        configs
            .split(['+', ','])
            .any(|config| config == "use_gles_3" || config == "quest")
    });
    // The examples that use a GLSL name Metal and HLSL do not define.
    const NOT_IN_METAL_OR_HLSL: &[&str] = &[
        "all",
        "any",
        "equal",
        "greaterThan",
        "greaterThanEqual",
        "inverse",
        "lessThan",
        "lessThanEqual",
        "matrixCompMult",
        "not",
        "notEqual",
    ];
    if cfg!(any(
        target_os = "macos",
        target_os = "ios",
        target_os = "windows"
    )) {
        NOT_IN_METAL_OR_HLSL
    } else if gles3 {
        &[]
    } else if cfg!(any(target_os = "linux", target_os = "android")) {
        &["inverse", "transpose"]
    } else {
        &["inverse"]
    }
}

const SELECT_ARG: &str = "--example=";
const SELECT_ENV: &str = "SDF2D_EXAMPLE";

/// The example chosen on the command line or in the environment, if any.
pub fn selected_example() -> Result<Option<&'static str>, String> {
    let chosen = std::env::args()
        .find_map(|arg| arg.strip_prefix(SELECT_ARG).map(str::to_string))
        .or_else(|| std::env::var(SELECT_ENV).ok());
    let Some(name) = chosen else {
        return Ok(None);
    };
    let Some(known) = EXAMPLES.iter().copied().find(|known| *known == name) else {
        return Err(format!(
            "no example named {name:?}; `--list` prints the names"
        ));
    };
    if unsupported_here().contains(&known) {
        return Err(format!(
            "the {known} example cannot be drawn by this build's shader back end (see its page)"
        ));
    }
    Ok(Some(known))
}

app_main!(App);

#[derive(Live)]
pub struct App {
    #[live]
    ui: WidgetRef,
}

impl App {
    fn example(&self, name: &str) -> WidgetRef {
        self.ui.widget(&[live_id!(gallery), LiveId::from_str(name)])
    }

    /// Keeps only `name` in the gallery and sizes the window to fit it.
    fn show_only(&mut self, cx: &mut Cx, name: &str) {
        for other in EXAMPLES.iter().filter(|other| **other != name) {
            self.example(other).set_visible(cx, false);
        }
        let walk = self.example(name).walk(cx);
        let (Size::Fixed(width), Size::Fixed(height)) = (walk.width, walk.height) else {
            error!("example {name} has no fixed size");
            return;
        };
        let size = vec2(width as f32, height as f32);
        self.ui
            .widget(id!(gallery))
            .apply_over(cx, live! {padding: 0, spacing: 0});
        self.ui
            .widget(id!(main_window))
            .apply_over(cx, live! {window: {inner_size: (size), title: (name)}});
    }
}

impl LiveHook for App {
    fn after_new_from_doc(&mut self, cx: &mut Cx) {
        for name in EXAMPLES {
            if self.example(name).is_empty() {
                error!("the gallery has no example named {name}");
            }
        }
        for name in unsupported_here() {
            self.example(name).set_visible(cx, false);
        }
        if let Ok(Some(name)) = selected_example() {
            self.show_only(cx, name);
        }
    }
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
        crate::builtins::live_design(cx);
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
