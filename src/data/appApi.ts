/**
 * The "App and events" reference of the API section (/api/app/…): the
 * pages, and on each page the tables generated from Makepad 1.0.0's source
 * (`<ApiFacts of="…" />`, src/lib/apiFacts.ts). Each table names the Rust
 * items it lists (`sources`); scripts/app-api/extract.ts reads every public
 * member of those items into src/data/appApi/facts/<table>.json, and the
 * drift test (src/data/appApi/facts.test.ts) fails when the committed
 * facts and the kit's source disagree. A member that the reference does
 * not show is in `leftOut` with its reason (LEFT_OUT_REASONS); every other
 * member has a one-line note in each language (src/data/appApi/notes/).
 */

/** Why a public member is not shown (the pages explain each in prose). */
export const LEFT_OUT_REASONS = {
  internal:
    'plumbing the framework calls itself (platform back ends, the draw loop, widgets of makepad-widgets); an app does not call it',
  passes:
    'render passes, draw lists and texture handles: for code that writes its own renderer, not for an app',
  xr: 'XR (headset) support, outside the book',
  media:
    'audio devices, MIDI, camera input and video playback, outside the book (the Video widget wraps video playback)',
  designer: "Makepad Studio's designer and live editing",
  wasm: 'only in a WebAssembly build (`#[cfg(target_arch = "wasm32")]`), used by the web runtime',
  raw: 'a raw input event that widgets receive as a `Hit` instead (see the Hit page)',
  stub: 'declared in 1.0.0 but does nothing on any platform, or prints a message',
  turtle:
    'layout internals of the turtle (alignment lists, walk bookkeeping, debug helpers); the layout guide covers what an app sets',
} as const;

export type LeftOutReason = keyof typeof LEFT_OUT_REASONS;

/** A Rust item whose public members a table lists. */
export type ApiSource = {
  /** Path below the Makepad checkout, e.g. `platform/src/cx_api.rs`. */
  readonly file: string;
  /**
   * `impl`: the `pub fn`s of every `impl <type>` block of the file;
   * `trait`: every `fn` of `trait <type>`; `enum`: its variants and their
   * payloads; `struct`: its `pub` fields.
   */
  readonly kind: 'impl' | 'trait' | 'enum' | 'struct';
  readonly type: string;
};

/** What a table's rows are. */
export type ApiTableKind = 'methods' | 'variants' | 'fields';

export type ApiTable = {
  /** Table id, the tag's `of` and the facts file's name: `Cx`, `HttpRequest.fields`. */
  readonly id: string;
  readonly kind: ApiTableKind;
  readonly sources: readonly ApiSource[];
  /** Members not shown, by name, with the reason. */
  readonly leftOut?: Readonly<Record<string, LeftOutReason>>;
};

export type ApiPage = {
  /** Slug below /api/app/. */
  readonly slug: string;
  /** Sidebar and overview title. */
  readonly title: string;
  readonly tables: readonly ApiTable[];
};

const CX_API = 'platform/src/cx_api.rs';
const EVENT_RS = 'platform/src/event/event.rs';
const FINGER_RS = 'platform/src/event/finger.rs';
const KEYBOARD_RS = 'platform/src/event/keyboard.rs';
const NETWORK_RS = 'platform/src/event/network.rs';

function fields(
  type: string,
  file: string,
  leftOut?: ApiTable['leftOut'],
): ApiTable {
  return {
    id: `${type}.fields`,
    kind: 'fields',
    sources: [{file, kind: 'struct', type}],
    ...(leftOut ? {leftOut} : {}),
  };
}

/** The pages of the group, in sidebar order. */
export const APP_API_PAGES: readonly ApiPage[] = [
  {
    slug: 'cx',
    title: 'Cx and Cx2d',
    tables: [
      {
        id: 'Cx',
        kind: 'methods',
        sources: [
          {file: CX_API, kind: 'impl', type: 'Cx'},
          {file: 'platform/src/action.rs', kind: 'impl', type: 'Cx'},
          {file: CX_API, kind: 'trait', type: 'CxOsApi'},
        ],
        leftOut: {
          in_draw_event: 'internal',
          xr_capabilities: 'xr',
          get_ref: 'internal',
          null_texture: 'passes',
          redraw_id: 'internal',
          in_makepad_studio: 'designer',
          xr_start_presenting: 'xr',
          xr_advertise_anchor: 'xr',
          xr_set_local_anchor: 'xr',
          xr_discover_anchor: 'xr',
          push_unique_platform_op: 'internal',
          show_text_ime: 'internal',
          hide_text_ime: 'internal',
          text_ime_was_dismissed: 'internal',
          show_clipboard_actions: 'internal',
          sweep_lock: 'internal',
          sweep_unlock: 'internal',
          get_dpi_factor_of: 'passes',
          get_pass_window_id: 'passes',
          get_delegated_dpi_factor: 'passes',
          redraw_pass_and_parent_passes: 'passes',
          get_pass_rect: 'passes',
          get_pass_name: 'passes',
          repaint_pass: 'passes',
          repaint_pass_and_child_passes: 'passes',
          redraw_pass_and_child_passes: 'passes',
          redraw_list: 'passes',
          redraw_list_in_draw: 'passes',
          redraw_list_and_children: 'passes',
          get_ime_area_rect: 'internal',
          update_area_refs: 'internal',
          prepare_video_playback: 'media',
          begin_video_playback: 'media',
          pause_video_playback: 'media',
          resume_video_playback: 'media',
          mute_video_playback: 'media',
          unmute_video_playback: 'media',
          cleanup_video_playback_resources: 'media',
          println_resources: 'internal',
          open_system_savefile_dialog: 'stub',
          open_system_openfile_dialog: 'stub',
          open_system_savefolder_dialog: 'stub',
          open_system_openfolder_dialog: 'stub',
          event_id: 'internal',
          handle_action_receiver: 'internal',
          init_cx_os: 'internal',
          start_stdin_service: 'internal',
          pre_start: 'internal',
          default_window_size: 'internal',
          max_texture_width: 'passes',
          in_xr_mode: 'xr',
          micro_zbias_step: 'internal',
        },
      },
      {
        id: 'SignalToUI',
        kind: 'methods',
        sources: [
          {file: 'platform/src/thread.rs', kind: 'impl', type: 'SignalToUI'},
        ],
        leftOut: {set_action_signal: 'internal'},
      },
      {
        id: 'Cx2d',
        kind: 'methods',
        sources: [
          {file: 'draw/src/cx_2d.rs', kind: 'impl', type: 'Cx2d'},
          {file: 'draw/src/turtle.rs', kind: 'impl', type: 'Cx2d'},
        ],
        leftOut: {
          new: 'internal',
          will_redraw_check_axis: 'internal',
          turtle_mut: 'turtle',
          defer_walk: 'turtle',
          begin_pass_sized_turtle_no_clip: 'passes',
          begin_pass_sized_turtle: 'passes',
          begin_sized_turtle_no_clip: 'turtle',
          end_pass_sized_turtle_no_clip: 'passes',
          end_pass_sized_turtle: 'passes',
          end_pass_sized_turtle_with_shift: 'passes',
          begin_turtle_with_guard: 'turtle',
          turtle_has_align_items: 'turtle',
          end_turtle_with_guard: 'turtle',
          set_turtle_wrap_spacing: 'turtle',
          walk_turtle_with_align: 'turtle',
          walk_turtle_would_be_visible: 'turtle',
          peek_walk_pos: 'turtle',
          emit_turtle_walk: 'turtle',
          turtle_new_line_with_spacing: 'turtle',
          get_turtle_align_range: 'turtle',
          shift_align_range: 'turtle',
          add_rect_area: 'turtle',
        },
      },
    ],
  },
  {
    slug: 'event',
    title: 'Event',
    tables: [
      {
        id: 'Event',
        kind: 'variants',
        sources: [{file: EVENT_RS, kind: 'enum', type: 'Event'}],
        leftOut: {
          LiveEdit: 'designer',
          XrUpdate: 'xr',
          XrLocal: 'xr',
          WindowDragQuery: 'internal',
          ClearAtlasses: 'internal',
          MouseDown: 'raw',
          MouseMove: 'raw',
          MouseUp: 'raw',
          MouseLeave: 'raw',
          TouchUpdate: 'raw',
          LongPress: 'raw',
          Scroll: 'raw',
          Trigger: 'raw',
          AudioDevices: 'media',
          MidiPorts: 'media',
          VideoInputs: 'media',
          VideoPlaybackPrepared: 'media',
          VideoTextureUpdated: 'media',
          VideoPlaybackCompleted: 'media',
          VideoPlaybackResourcesReleased: 'media',
          VideoDecodingError: 'media',
          TextureHandleReady: 'media',
          ToWasmMsg: 'wasm',
          DesignerPick: 'designer',
        },
      },
      {
        id: 'Event.methods',
        kind: 'methods',
        sources: [
          {file: EVENT_RS, kind: 'impl', type: 'Event'},
          {file: FINGER_RS, kind: 'impl', type: 'Event'},
          {
            file: 'platform/src/event/drag_drop.rs',
            kind: 'impl',
            type: 'Event',
          },
        ],
        leftOut: {
          name_from_u32: 'internal',
          to_u32: 'internal',
          requires_visibility: 'internal',
          unhandle: 'internal',
        },
      },
      fields('TimerEvent', EVENT_RS),
      {
        id: 'Timer',
        kind: 'methods',
        sources: [{file: EVENT_RS, kind: 'impl', type: 'Timer'}],
      },
      fields('NextFrameEvent', EVENT_RS),
      {
        id: 'NextFrame',
        kind: 'methods',
        sources: [{file: EVENT_RS, kind: 'impl', type: 'NextFrame'}],
      },
      fields('KeyEvent', KEYBOARD_RS),
      fields('TextInputEvent', KEYBOARD_RS),
      fields('WindowGeomChangeEvent', 'platform/src/event/window.rs'),
    ],
  },
  {
    slug: 'hit',
    title: 'Hit',
    tables: [
      {
        id: 'Hit',
        kind: 'variants',
        sources: [{file: EVENT_RS, kind: 'enum', type: 'Hit'}],
        leftOut: {DesignerPick: 'designer'},
      },
      fields('FingerDownEvent', FINGER_RS),
      {
        id: 'FingerDownEvent',
        kind: 'methods',
        sources: [{file: FINGER_RS, kind: 'impl', type: 'FingerDownEvent'}],
      },
      fields('FingerUpEvent', FINGER_RS),
      {
        id: 'FingerUpEvent',
        kind: 'methods',
        sources: [{file: FINGER_RS, kind: 'impl', type: 'FingerUpEvent'}],
      },
      fields('FingerMoveEvent', FINGER_RS),
      {
        id: 'FingerMoveEvent',
        kind: 'methods',
        sources: [{file: FINGER_RS, kind: 'impl', type: 'FingerMoveEvent'}],
      },
      fields('FingerHoverEvent', FINGER_RS),
      fields('FingerScrollEvent', FINGER_RS),
      fields('FingerLongPressEvent', FINGER_RS),
      {
        id: 'DigitDevice',
        kind: 'methods',
        sources: [{file: FINGER_RS, kind: 'impl', type: 'DigitDevice'}],
        leftOut: {is_xr_hand: 'xr', is_xr_controller: 'xr'},
      },
      fields('HitOptions', FINGER_RS),
      {
        id: 'HitOptions',
        kind: 'methods',
        sources: [{file: FINGER_RS, kind: 'impl', type: 'HitOptions'}],
      },
    ],
  },
  {
    slug: 'match-event',
    title: 'MatchEvent',
    tables: [
      {
        id: 'MatchEvent',
        kind: 'methods',
        sources: [
          {file: 'draw/src/match_event.rs', kind: 'trait', type: 'MatchEvent'},
        ],
        leftOut: {
          handle_audio_devices: 'media',
          handle_midi_ports: 'media',
          handle_video_inputs: 'media',
        },
      },
      {
        id: 'WidgetMatchEvent',
        kind: 'methods',
        sources: [
          {
            file: 'widgets/src/widget_match_event.rs',
            kind: 'trait',
            type: 'WidgetMatchEvent',
          },
        ],
        leftOut: {
          handle_audio_devices: 'media',
          handle_midi_ports: 'media',
          handle_video_inputs: 'media',
        },
      },
    ],
  },
  {
    slug: 'http',
    title: 'HttpRequest and HttpResponse',
    tables: [
      fields('HttpRequest', NETWORK_RS),
      {
        id: 'HttpRequest',
        kind: 'methods',
        sources: [{file: NETWORK_RS, kind: 'impl', type: 'HttpRequest'}],
        leftOut: {split_url: 'internal', get_headers_string: 'internal'},
      },
      {
        id: 'HttpMethod',
        kind: 'variants',
        sources: [{file: NETWORK_RS, kind: 'enum', type: 'HttpMethod'}],
      },
      fields('HttpResponse', NETWORK_RS),
      {
        id: 'HttpResponse',
        kind: 'methods',
        sources: [{file: NETWORK_RS, kind: 'impl', type: 'HttpResponse'}],
        leftOut: {new: 'internal', set_header: 'internal'},
      },
      fields('NetworkResponseItem', NETWORK_RS),
      {
        id: 'NetworkResponse',
        kind: 'variants',
        sources: [{file: NETWORK_RS, kind: 'enum', type: 'NetworkResponse'}],
      },
      fields('HttpError', NETWORK_RS),
      fields('HttpProgress', NETWORK_RS),
    ],
  },
];

/**
 * Public parts of `Cx` and `Cx2d` the reference does not read at all, with
 * the reason (the Cx page names them under "Not listed").
 */
export const APP_API_NOT_READ: readonly {
  readonly what: string;
  readonly reason: string;
}[] = [
  {
    what: 'the public fields of `Cx` (platform/src/cx.rs, lines 56–138)',
    reason:
      "the framework's pools and registries (windows, passes, draw lists, textures, shaders, the live registry); methods read and change them",
  },
  {
    what: 'the `impl Cx` blocks of platform/src/live_cx.rs, geometry.rs, debug.rs and draw_shader.rs',
    reason:
      'DSL error reporting and live-registry plumbing, geometry buffers, debug drawing and the shader compiler',
  },
  {
    what: 'the methods of `CxDraw` (draw/src/cx_draw.rs), which `Cx2d` dereferences to',
    reason:
      'render passes and draw lists, for code that writes its own renderer',
  },
];

/** Every table, in page order. */
export const APP_API_TABLES: readonly ApiTable[] = APP_API_PAGES.flatMap(
  (page) => page.tables,
);
