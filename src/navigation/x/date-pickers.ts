import type { NavEntry } from '../types';
import { apiReference } from './api-reference';

/** The Date and Time Pickers part of the MUI X drawer. */
export const datePickersNav: NavEntry = {
  pathname: '/x/react-date-pickers-group',
  title: 'Date and Time Pickers',
  zh: '日期和时间选择器',
  children: [
    { pathname: '/x/react-date-pickers', title: 'Overview', zh: '概览' },
    { pathname: '/x/react-date-pickers/quickstart', zh: '快速入门' },
    { pathname: '/x/react-date-pickers/base-concepts', zh: '基本概念' },
    {
      pathname: '/x/react-date-pickers-components',
      title: 'Components',
      zh: '组件',
      subheader: true,
      children: [
        {
          pathname: '/x/react-date-pickers/date-pickers',
          title: 'Date components',
          zh: '日期组件',
          children: [
            { pathname: '/x/react-date-pickers/date-picker', zh: '日期选择器' },
            { pathname: '/x/react-date-pickers/date-field', zh: '日期输入框' },
            {
              pathname: '/x/react-date-pickers/date-calendar',
              zh: '日期日历',
            },
          ],
        },
        {
          pathname: '/x/react-date-pickers/time-pickers',
          title: 'Time components',
          zh: '时间组件',
          children: [
            { pathname: '/x/react-date-pickers/time-picker', zh: '时间选择器' },
            { pathname: '/x/react-date-pickers/time-field', zh: '时间输入框' },
            { pathname: '/x/react-date-pickers/time-clock', zh: '时钟' },
            {
              pathname: '/x/react-date-pickers/digital-clock',
              zh: '数字时钟',
            },
          ],
        },
        {
          pathname: '/x/react-date-pickers/date-time-pickers',
          title: 'Date Time components',
          zh: '日期时间组件',
          children: [
            {
              pathname: '/x/react-date-pickers/date-time-picker',
              zh: '日期时间选择器',
            },
            {
              pathname: '/x/react-date-pickers/date-time-field',
              zh: '日期时间输入框',
            },
          ],
        },
        {
          pathname: '/x/react-date-pickers/date-range-pickers',
          title: 'Date Range components',
          zh: '日期范围组件',
          plan: 'pro',
          children: [
            {
              pathname: '/x/react-date-pickers/date-range-picker',
              zh: '日期范围选择器',
            },
            {
              pathname: '/x/react-date-pickers/date-range-field',
              zh: '日期范围输入框',
            },
            {
              pathname: '/x/react-date-pickers/date-range-calendar',
              zh: '日期范围日历',
            },
          ],
        },
        {
          pathname: '/x/react-date-pickers/time-range-pickers',
          title: 'Time Range components',
          zh: '时间范围组件',
          plan: 'pro',
          children: [
            {
              pathname: '/x/react-date-pickers/time-range-picker',
              zh: '时间范围选择器',
              newFeature: true,
            },
            {
              pathname: '/x/react-date-pickers/time-range-field',
              zh: '时间范围输入框',
            },
          ],
        },
        {
          pathname: '/x/react-date-pickers/date-time-range-pickers',
          title: 'Date Time Range components',
          zh: '日期时间范围组件',
          plan: 'pro',
          children: [
            {
              pathname: '/x/react-date-pickers/date-time-range-picker',
              zh: '日期时间范围选择器',
            },
            {
              pathname: '/x/react-date-pickers/date-time-range-field',
              zh: '日期时间范围输入框',
            },
          ],
        },
        { pathname: '/x/react-date-pickers/fields', title: 'Field components', zh: '输入框组件' },
      ],
    },
    {
      pathname: '/x/react-date-pickers/main-features',
      title: 'Main features',
      zh: '主要功能',
      subheader: true,
      children: [
        { pathname: '/x/react-date-pickers/validation', zh: '验证' },
        {
          pathname: '/x/react-date-pickers/lifecycle',
          zh: '组件生命周期',
        },
        { pathname: '/x/react-date-pickers/shortcuts', zh: '快捷选项' },
        { pathname: '/x/react-date-pickers/accessibility', zh: '无障碍' },
      ],
    },
    {
      pathname: '/x/react-date-pickers/localization-group',
      title: 'Localization',
      zh: '本地化',
      subheader: true,
      children: [
        {
          pathname: '/x/react-date-pickers/localization',
          zh: '组件翻译',
        },
        {
          pathname: '/x/react-date-pickers/adapters-locale',
          zh: '日期格式与本地化',
        },
        { pathname: '/x/react-date-pickers/timezone', zh: 'UTC 与时区' },
        { pathname: '/x/react-date-pickers/calendar-systems', zh: '日历系统' },
      ],
    },
    {
      pathname: '/x/react-date-pickers/customization-group',
      title: 'Customization',
      zh: '自定义',
      subheader: true,
      children: [
        {
          pathname: '/x/react-date-pickers/custom-components',
          zh: '自定义子组件',
        },
        { pathname: '/x/react-date-pickers/custom-layout', zh: '自定义布局' },
        { pathname: '/x/react-date-pickers/custom-field', zh: '自定义输入框' },
        { pathname: '/x/react-date-pickers/custom-opening-button', zh: '自定义打开按钮' },
        {
          pathname: '/x/react-date-pickers/playground',
          zh: '自定义演练场',
        },
      ],
    },
    {
      pathname: '/x/api/picker-resources',
      title: 'Resources',
      zh: '资源',
      subheader: true,
      children: [apiReference('date-pickers')],
    },
  ],
};
