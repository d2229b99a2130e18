import '@fontsource-variable/inter'
import type { Preview } from '@storybook/react-vite'

// Every story renders in light and dark: the toolbar's theme (and `globals=theme:dark` in the URL) picks one.
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Portico theme mode',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story, { globals }) => {
      // The page behind the modal follows the theme, as a host page in that mode would.
      document.body.style.background = globals.theme === 'dark' ? '#0b0d12' : '#eef0f4'
      return <Story />
    },
  ],
}

export default preview
