/**
 * The widget reference of the API section (/api/widgets/…): every
 * user-facing widget of makepad-widgets 1.0.0, grouped as the index page and
 * the sidebar show them, and the widgets left out with the reason. The
 * sidebar, the routes test, the facts generator (scripts/widget-facts) and
 * the gallery crate's example table (listings/widget-gallery) follow this
 * list; the facts on each page come from Makepad 1.0.0's source.
 */

export type WidgetGroupId =
  | 'containers'
  | 'text'
  | 'buttons'
  | 'input'
  | 'lists'
  | 'navigation'
  | 'overlays'
  | 'media'
  | 'rich-text';

export type WidgetEntry = {
  /** The Rust type and DSL name, e.g. `PortalList`. */
  readonly name: string;
  /** Page slug below /api/widgets/, e.g. `portal-list`. */
  readonly slug: string;
  /** The file of makepad-widgets 1.0.0 that defines it, below `widgets/src/`. */
  readonly source: string;
};

export type WidgetGroup = {
  readonly id: WidgetGroupId;
  /** Sidebar label (translated through the docs plugin's sidebar file). */
  readonly label: string;
  readonly widgets: readonly WidgetEntry[];
};

function widget(name: string, source: string): WidgetEntry {
  const slug = name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
  return {name, slug, source};
}

/** The widget groups, in the order of the sidebar and the index page. */
export const WIDGET_GROUPS: readonly WidgetGroup[] = [
  {
    id: 'containers',
    label: 'Containers and views',
    widgets: [
      widget('View', 'view.rs'),
      widget('AdaptiveView', 'adaptive_view.rs'),
      widget('CachedWidget', 'cached_widget.rs'),
      widget('KeyboardView', 'keyboard_view.rs'),
      widget('Splitter', 'splitter.rs'),
      widget('Window', 'window.rs'),
      widget('MultiWindow', 'multi_window.rs'),
    ],
  },
  {
    id: 'text',
    label: 'Text',
    widgets: [
      widget('Label', 'label.rs'),
      widget('LinkLabel', 'link_label.rs'),
    ],
  },
  {
    id: 'buttons',
    label: 'Buttons and toggles',
    widgets: [
      widget('Button', 'button.rs'),
      widget('CheckBox', 'check_box.rs'),
      widget('RadioButton', 'radio_button.rs'),
      widget('FoldButton', 'fold_button.rs'),
      widget('DesktopButton', 'desktop_button.rs'),
    ],
  },
  {
    id: 'input',
    label: 'Input',
    widgets: [
      widget('TextInput', 'text_input.rs'),
      widget('CommandTextInput', 'command_text_input.rs'),
      widget('Slider', 'slider.rs'),
      widget('DropDown', 'drop_down.rs'),
      widget('ColorPicker', 'color_picker.rs'),
    ],
  },
  {
    id: 'lists',
    label: 'Lists',
    widgets: [
      widget('PortalList', 'portal_list.rs'),
      widget('PortalList2', 'portal_list2.rs'),
      widget('FlatList', 'flat_list.rs'),
      widget('FileTree', 'file_tree.rs'),
    ],
  },
  {
    id: 'navigation',
    label: 'Navigation and panels',
    widgets: [
      widget('StackNavigation', 'stack_navigation.rs'),
      widget('TabBar', 'tab_bar.rs'),
      widget('Dock', 'dock.rs'),
      widget('SlidePanel', 'slide_panel.rs'),
      widget('TogglePanel', 'toggle_panel.rs'),
      widget('FoldHeader', 'fold_header.rs'),
      widget('ExpandablePanel', 'expandable_panel.rs'),
      widget('PageFlip', 'page_flip.rs'),
      widget('SlidesView', 'slides_view.rs'),
      widget('WindowMenu', 'window_menu.rs'),
    ],
  },
  {
    id: 'overlays',
    label: 'Overlays',
    widgets: [
      widget('Modal', 'modal.rs'),
      widget('Tooltip', 'tooltip.rs'),
      widget('PopupNotification', 'popup_notification.rs'),
    ],
  },
  {
    id: 'media',
    label: 'Media',
    widgets: [
      widget('Image', 'image.rs'),
      widget('Icon', 'icon.rs'),
      widget('ImageBlend', 'image_blend.rs'),
      widget('MultiImage', 'multi_image.rs'),
      widget('RotatedImage', 'rotated_image.rs'),
      widget('Video', 'video.rs'),
      widget('VectorLine', 'vectorline.rs'),
      widget('LoadingSpinner', 'loading_spinner.rs'),
      widget('WebView', 'web_view.rs'),
    ],
  },
  {
    id: 'rich-text',
    label: 'Rich text',
    widgets: [
      widget('TextFlow', 'text_flow.rs'),
      widget('Html', 'html.rs'),
      widget('Markdown', 'markdown.rs'),
    ],
  },
];

/** Every widget with a page, in sidebar order. */
export const WIDGETS: readonly WidgetEntry[] = WIDGET_GROUPS.flatMap(
  (group) => group.widgets,
);

/**
 * Widget types that makepad-widgets 1.0.0 registers but the reference
 * leaves out, with the page that covers them instead, if any. The index
 * page explains each kind of reason in its own language.
 */
export const WIDGETS_LEFT_OUT: readonly {
  readonly name: string;
  readonly reason: 'designer' | 'internal' | 'part-of';
  /** For `part-of`: the widget whose page documents it. */
  readonly coveredBy?: string;
}[] = [
  {name: 'Designer', reason: 'designer'},
  {name: 'DesignerContainer', reason: 'designer'},
  {name: 'DesignerOutline', reason: 'designer'},
  {name: 'DesignerOutlineTree', reason: 'designer'},
  {name: 'DesignerToolbox', reason: 'designer'},
  {name: 'DesignerView', reason: 'designer'},
  {name: 'Root', reason: 'internal'},
  {name: 'BareStep', reason: 'internal'},
  {name: 'TurtleStep', reason: 'internal'},
  {name: 'PerformanceView', reason: 'internal'},
  {name: 'PerformanceLiveGraph', reason: 'internal'},
  {name: 'XrHands', reason: 'internal'},
  {name: 'HtmlLink', reason: 'part-of', coveredBy: 'Html'},
  {name: 'MarkdownLink', reason: 'part-of', coveredBy: 'Markdown'},
  {name: 'TextFlowLink', reason: 'part-of', coveredBy: 'TextFlow'},
  {name: 'List', reason: 'part-of', coveredBy: 'CommandTextInput'},
  {name: 'RadioButtonGroup', reason: 'part-of', coveredBy: 'RadioButton'},
  {
    name: 'StackNavigationView',
    reason: 'part-of',
    coveredBy: 'StackNavigation',
  },
];
