// @journals/design-system: tokens, site themes and components. One barrel; named exports only.
export * from './tokens/index.ts';
export * from './theme/index.ts';
export { TimersProvider } from './internal/timers.tsx';
export type { Timers } from './internal/timers.tsx';
export { useHydrated } from './internal/useHydrated.ts';

// Layout and text
export { Container } from './components/Container/Container.tsx';
export type { ContainerProps, ContainerSize } from './components/Container/Container.tsx';
export { Stack } from './components/Stack/Stack.tsx';
export type { Responsive, StackDirection, StackProps } from './components/Stack/Stack.tsx';
export { Grid } from './components/Grid/Grid.tsx';
export type { GridProps } from './components/Grid/Grid.tsx';
export { Section } from './components/Section/Section.tsx';
export type { SectionProps, SectionTone } from './components/Section/Section.tsx';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden.tsx';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden.tsx';
export { visuallyHidden } from './components/VisuallyHidden/VisuallyHidden.styles.ts';
export { SkipLink } from './components/SkipLink/SkipLink.tsx';
export type { SkipLinkProps } from './components/SkipLink/SkipLink.tsx';
export { Heading } from './components/Heading/Heading.tsx';
export type { HeadingLevel, HeadingProps, HeadingTone } from './components/Heading/Heading.tsx';
export { Text } from './components/Text/Text.tsx';
export type { TextProps, TextTone } from './components/Text/Text.tsx';
export { Prose } from './components/Prose/Prose.tsx';
export type { ProseProps } from './components/Prose/Prose.tsx';
export { Badge } from './components/Badge/Badge.tsx';
export type { BadgeProps, BadgeTone } from './components/Badge/Badge.tsx';
export { Card, CardActions, CardMedia, CardMeta, CardTitle } from './components/Card/Card.tsx';
export type {
  CardElevation,
  CardMediaProps,
  CardMetaProps,
  CardProps,
  CardTitleProps,
  CardTone,
} from './components/Card/Card.tsx';
export { Table } from './components/Table/Table.tsx';
export type { TableColumn, TableProps } from './components/Table/Table.tsx';
export { Steps } from './components/Steps/Steps.tsx';
export type { Step, StepsProps } from './components/Steps/Steps.tsx';
export { Icon } from './components/Icon/Icon.tsx';
export type { IconProps } from './components/Icon/Icon.tsx';
export { iconNames } from './components/Icon/icons.ts';
export { IconSpriteProvider, useIconSprite } from './components/Icon/IconSprite.tsx';
export type { IconSpriteProviderProps } from './components/Icon/IconSprite.tsx';
export type { IconName } from './components/Icon/icons.ts';

// Links and controls
export { Link } from './components/Link/Link.tsx';
export type { LinkProps, LinkVariant } from './components/Link/Link.tsx';
export { Button } from './components/Button/Button.tsx';
export { buttonSpinner } from './components/Button/Button.styles.ts';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button.tsx';
export { LinkButton } from './components/LinkButton/LinkButton.tsx';
export type { LinkButtonProps } from './components/LinkButton/LinkButton.tsx';
export { IconButton } from './components/IconButton/IconButton.tsx';
export type { IconButtonProps } from './components/IconButton/IconButton.tsx';

// Navigation
export { Pager } from './components/Pager/Pager.tsx';
export type { PagerProps } from './components/Pager/Pager.tsx';
export { pagerWindow } from './components/Pager/pager-window.ts';

// Form controls
export { TextField } from './components/TextField/TextField.tsx';
export type { TextFieldProps } from './components/TextField/TextField.tsx';
export { EmailField } from './components/EmailField/EmailField.tsx';
export type { EmailFieldProps } from './components/EmailField/EmailField.tsx';
export { TelField } from './components/TelField/TelField.tsx';
export type { TelFieldProps } from './components/TelField/TelField.tsx';
export { TextArea } from './components/TextArea/TextArea.tsx';
export type { TextAreaProps } from './components/TextArea/TextArea.tsx';
export type { FieldLabelProps } from './internal/field/Field.tsx';
export { Select } from './components/Select/Select.tsx';
export type { SelectOption, SelectProps } from './components/Select/Select.tsx';
export { SearchBox } from './components/SearchBox/SearchBox.tsx';
export type { SearchBoxProps } from './components/SearchBox/SearchBox.tsx';
export { CopyField } from './components/CopyField/CopyField.tsx';
export type { CopyFieldProps } from './components/CopyField/CopyField.tsx';
export { COPIED_NOTICE_MS, copyText } from './components/CopyField/copy-text.ts';

// Navigation
export type { NavGroup, NavItem, NavLink } from './internal/navigation.ts';
export { isNavGroup } from './internal/navigation.ts';
export { SiteHeader } from './components/SiteHeader/SiteHeader.tsx';
export { BrandMark, brandLink } from './components/SiteHeader/SiteHeader.styles.ts';
export type { SiteHeaderProps } from './components/SiteHeader/SiteHeader.tsx';
export { DropdownMenu, HOVER_CLOSE_DELAY_MS } from './components/DropdownMenu/DropdownMenu.tsx';
export type { DropdownMenuProps } from './components/DropdownMenu/DropdownMenu.tsx';
export { MobileMenu } from './components/MobileMenu/MobileMenu.tsx';
export type { MobileMenuProps } from './components/MobileMenu/MobileMenu.tsx';
export {
  Footer,
  FooterBlock,
  FooterContact,
  FooterCopyright,
  ownedSocialLinks,
} from './components/Footer/Footer.tsx';
export { linkColumn } from './components/Footer/Footer.styles.ts';
export type {
  FooterBlockProps,
  FooterContactEntry,
  FooterContactProps,
  FooterCopyrightProps,
  FooterLink,
  FooterProps,
  FooterSocialLink,
} from './components/Footer/Footer.tsx';
export { StepperArrows } from './components/StepperArrows/StepperArrows.tsx';
export type { StepperArrowsProps, StepTarget } from './components/StepperArrows/StepperArrows.tsx';
export { stepNeighbours } from './components/StepperArrows/step-neighbours.ts';
export { ScrollToTop, scrollToTarget } from './components/ScrollToTop/ScrollToTop.tsx';
export type { ScrollToTopProps } from './components/ScrollToTop/ScrollToTop.tsx';

// Showcase
export { HeroCarousel } from './components/HeroCarousel/HeroCarousel.tsx';
export type { HeroCarouselProps, HeroSlide } from './components/HeroCarousel/HeroCarousel.tsx';
export { StatStrip } from './components/StatStrip/StatStrip.tsx';
export type { Stat, StatStripProps } from './components/StatStrip/StatStrip.tsx';
export { LogoMarquee } from './components/LogoMarquee/LogoMarquee.tsx';
export type { LogoMarqueeProps, PartnerLogo } from './components/LogoMarquee/LogoMarquee.tsx';
export { JournalCard } from './components/JournalCard/JournalCard.tsx';
export type { JournalCardProps } from './components/JournalCard/JournalCard.tsx';
export { Tabs } from './components/Tabs/Tabs.tsx';
export type { TabItem, TabsProps } from './components/Tabs/Tabs.tsx';
export { resolveTabValue } from './components/Tabs/resolve-tab-value.ts';
export { Accordion } from './components/Accordion/Accordion.tsx';
export type { AccordionItem, AccordionProps } from './components/Accordion/Accordion.tsx';

// Overlays and states
export { Dialog } from './components/Dialog/Dialog.tsx';
export type { DialogProps, DialogSize } from './components/Dialog/Dialog.tsx';
export { ShareDialog } from './components/ShareDialog/ShareDialog.tsx';
export type { ShareDialogProps } from './components/ShareDialog/ShareDialog.tsx';
export { SHARE_POPUP_FEATURES, shareLinks } from './components/ShareDialog/share-links.ts';
export type { ShareLink, ShareNetwork } from './components/ShareDialog/share-links.ts';
export { LoadingState } from './components/LoadingState/LoadingState.tsx';
export type { LoadingStateProps } from './components/LoadingState/LoadingState.tsx';
export { EmptyState } from './components/EmptyState/EmptyState.tsx';
export type { EmptyStateProps } from './components/EmptyState/EmptyState.tsx';
export { ErrorScreen, errorScreenText } from './components/ErrorScreen/ErrorScreen.tsx';
export type { ErrorScreenProps } from './components/ErrorScreen/ErrorScreen.tsx';
export { NotFound } from './components/NotFound/NotFound.tsx';
export type { NotFoundProps } from './components/NotFound/NotFound.tsx';
