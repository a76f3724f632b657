import './theme.css';

export { AppBar, type AppBarProps } from './AppBar.tsx';
export { Autocomplete, type AutocompleteItem, type AutocompleteProps } from './Autocomplete.tsx';
export { Badge, formatBadgeCount, type BadgeProps } from './Badge.tsx';
export { Card, type CardProps } from './Card.tsx';
export { DialogProvider, useAlert, useConfirm, type AlertOptions, type ConfirmOptions } from './Dialogs.tsx';
export { Fab, type FabAction, type FabProps } from './Fab.tsx';
export { Icon, type IconName, type IconProps } from './Icon.tsx';
export { IconButton, type IconButtonProps } from './IconButton.tsx';
export { InfiniteList, type InfiniteListProps } from './InfiniteList.tsx';
export { uiMessages } from './messages.ts';
export { Popover, type PopoverProps } from './Popover.tsx';
export { PopupSheet, type PopupSheetProps } from './PopupSheet.tsx';
export { Preloader, PRELOADER_MAX_MS, type PreloaderProps } from './Preloader.tsx';
export { SideMenu, type SideMenuItem, type SideMenuProps, type SideMenuSection } from './SideMenu.tsx';
export { Spinner, type SpinnerProps } from './Spinner.tsx';
export { CLICK_BLOCK_TOAST_MS, ToastProvider, useToast, type ShowToast, type ToastKind, type ToastOptions } from './Toast.tsx';
export { useFailureToast } from './useFailureToast.ts';
