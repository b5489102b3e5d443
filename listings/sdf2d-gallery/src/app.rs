//! The gallery: every example in a grid of fixed-size cells, or a single
//! example in a window of exactly its size when one is chosen at start-up:
//!
//!     cargo run -- circle                # by name
//!     SDF2D_EXAMPLE=circle cargo run     # the same, from the environment
//!     cargo run -- --list                # names, pages and widgets
use crate::{
    examples::{self, Example, EXAMPLES, EXAMPLE_SIZE},
    makepad_widgets::*,
};

live_design! {
    use link::theme::*;
    use link::widgets::*;

    use crate::fields::aa::*;
    use crate::fields::blur::*;
    use crate::fields::clip::*;
    use crate::fields::dist::*;
    use crate::fields::has_clip::*;
    use crate::fields::last_pos::*;
    use crate::fields::old_shape::*;
    use crate::fields::pos::*;
    use crate::fields::result::*;
    use crate::fields::scale_factor::*;
    use crate::fields::shape::*;
    use crate::fields::start_pos::*;
    use crate::methods::bool::intersect::*;
    use crate::methods::bool::subtract::*;
    use crate::methods::bool::union::*;
    use crate::methods::draw::primitives::arc2::*;
    use crate::methods::draw::primitives::arc_flat_caps::*;
    use crate::methods::draw::primitives::arc_round_caps::*;
    use crate::methods::draw::primitives::box_::*;
    use crate::methods::draw::primitives::box_all::*;
    use crate::methods::draw::primitives::box_x::*;
    use crate::methods::draw::primitives::box_y::*;
    use crate::methods::draw::primitives::circle::*;
    use crate::methods::draw::primitives::hexagon::*;
    use crate::methods::draw::primitives::hline::*;
    use crate::methods::draw::primitives::rect::*;
    use crate::methods::draw::calc_blur::*;
    use crate::methods::draw::close_path::*;
    use crate::methods::draw::fill::*;
    use crate::methods::draw::fill_keep::*;
    use crate::methods::draw::fill_keep_premul::*;
    use crate::methods::draw::fill_premul::*;
    use crate::methods::draw::line_to::*;
    use crate::methods::draw::move_to::*;
    use crate::methods::draw::stroke::*;
    use crate::methods::draw::stroke_keep::*;
    use crate::methods::effects::blend::*;
    use crate::methods::effects::gloop::*;
    use crate::methods::effects::glow::*;
    use crate::methods::effects::glow_keep::*;
    use crate::methods::transform::rotate::*;
    use crate::methods::transform::scale::*;
    use crate::methods::transform::translate::*;
    use crate::methods::antialias::*;
    use crate::methods::clear::*;
    use crate::methods::viewport::*;
    use crate::library::gauss_shadow::*;
    use crate::library::math::*;
    use crate::library::math_random::*;
    use crate::library::pal::*;
    use crate::library::pal_hsv::*;
    use crate::library::constants::*;
    use crate::playground::pulse::*;

    App = {{App}} {
        ui: <Root> {
            main_window = <Window> {
                window: {inner_size: vec2(1688, 1016), position: vec2(0, 0), title: "Sdf2d gallery"},
                body = <View> {
                    width: Fill, height: Fill,
                    flow: RightWrap,
                    spacing: 8,
                    padding: 8,
                    show_bg: true,
                    draw_bg: {color: #x202020},

                    aa = <AaExample> {}
                    blur = <BlurExample> {}
                    clip = <ClipExample> {}
                    dist = <DistExample> {}
                    has_clip = <HasClipExample> {}
                    last_pos = <LastPosExample> {}
                    old_shape = <OldShapeExample> {}
                    pos = <PosExample> {}
                    result = <ResultExample> {}
                    scale_factor = <ScaleFactorExample> {}
                    shape = <ShapeExample> {}
                    start_pos = <StartPosExample> {}
                    intersect = <IntersectExample> {}
                    subtract = <SubtractExample> {}
                    union = <UnionExample> {}
                    arc2 = <Arc2Example> {}
                    arc_flat_caps = <ArcFlatCapsExample> {}
                    arc_round_caps = <ArcRoundCapsExample> {}
                    box = <BoxExample> {}
                    box_all = <BoxAllExample> {}
                    box_x = <BoxXExample> {}
                    box_y = <BoxYExample> {}
                    circle = <CircleExample> {}
                    hexagon = <HexagonExample> {}
                    hline = <HlineExample> {}
                    rect = <RectExample> {}
                    calc_blur = <CalcBlurExample> {}
                    close_path = <ClosePathExample> {}
                    fill = <FillExample> {}
                    fill_keep = <FillKeepExample> {}
                    fill_keep_premul = <FillKeepPremulExample> {}
                    fill_premul = <FillPremulExample> {}
                    line_to = <LineToExample> {}
                    move_to = <MoveToExample> {}
                    stroke = <StrokeExample> {}
                    stroke_keep = <StrokeKeepExample> {}
                    blend = <BlendExample> {}
                    gloop = <GloopExample> {}
                    glow = <GlowExample> {}
                    glow_keep = <GlowKeepExample> {}
                    rotate = <RotateExample> {}
                    scale = <ScaleExample> {}
                    translate = <TranslateExample> {}
                    antialias = <AntialiasExample> {}
                    clear = <ClearExample> {}
                    viewport = <ViewportExample> {}
                    gauss_shadow = <GaussShadowExample> {}
                    math = <MathExample> {}
                    math_random = <MathRandomExample> {}
                    pal = <PalExample> {}
                    pal_hsv = <PalHsvExample> {}
                    constants = <ConstantsExample> {}
                    pulse = <PulseExample> {}
                }
            }
        }
    }
}

app_main!(App);

#[derive(Live)]
pub struct App {
    #[live]
    ui: WidgetRef,
}

impl LiveRegister for App {
    fn live_register(cx: &mut Cx) {
        crate::makepad_widgets::live_design(cx);
        examples::live_design(cx);
    }
}

impl LiveHook for App {
    fn after_new_from_doc(&mut self, cx: &mut Cx) {
        for example in EXAMPLES {
            if self.example_ref(example).is_empty() {
                error!(
                    "sdf2d-gallery: no instance `{}` of {}",
                    example.name, example.widget
                );
            }
        }
        let Some(name) = examples::chosen_name() else {
            log!("sdf2d-gallery: showing all {} examples", EXAMPLES.len());
            return;
        };
        let Some(chosen) = examples::find(&name) else {
            error!("sdf2d-gallery: unknown example `{}` (try --list)", name);
            cx.quit();
            return;
        };
        for example in EXAMPLES {
            if example.name != chosen.name {
                self.example_ref(example).set_visible(cx, false);
            }
        }
        // Root ignores apply_over, so the window and its body are reached
        // directly. At (0, 0) the example is easy to find on the screen.
        let size = EXAMPLE_SIZE;
        self.ui.window(id!(main_window)).apply_over(
            cx,
            live! {
                window: {inner_size: (dvec2(size, size)), position: (dvec2(0.0, 0.0)), title: (chosen.name)}
            },
        );
        self.ui
            .view(id!(body))
            .apply_over(cx, live! {padding: 0, spacing: 0});
        log!(
            "sdf2d-gallery: showing {} of {} ({}x{})",
            chosen.name,
            chosen.page,
            size,
            size
        );
    }
}

impl App {
    fn example_ref(&self, example: &Example) -> WidgetRef {
        self.ui.widget(&[LiveId::from_str(example.name)])
    }
}

impl AppMain for App {
    fn handle_event(&mut self, cx: &mut Cx, event: &Event) {
        self.ui.handle_event(cx, event, &mut Scope::empty());
    }
}
